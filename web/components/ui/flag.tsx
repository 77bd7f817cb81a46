import { useId } from 'react';
import type { LanguageCode } from '../../lib/preferences';
import { cn } from '../../lib/cn';

/**
 * A small flag for a language, drawn as SVG (flag emoji do not render on every system, e.g.
 * Windows). Decorative: the language name is always written next to it.
 */
export function Flag({ code, className }: { code: LanguageCode; className?: string }) {
  const id = useId();
  const cls = cn('inline-block h-3.5 w-5 shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_rgba(0,0,0,0.12)]', className);
  if (code === 'de') {
    return (
      <svg aria-hidden viewBox="0 0 5 3" preserveAspectRatio="none" className={cls}>
        <rect width="5" height="1" fill="#000" />
        <rect y="1" width="5" height="1" fill="#DD0000" />
        <rect y="2" width="5" height="1" fill="#FFCE00" />
      </svg>
    );
  }
  if (code === 'es') {
    return (
      <svg aria-hidden viewBox="0 0 3 2" preserveAspectRatio="none" className={cls}>
        <rect width="3" height="2" fill="#AA151B" />
        <rect y="0.5" width="3" height="1" fill="#F1BF00" />
      </svg>
    );
  }
  return (
    <svg aria-hidden viewBox="0 0 60 30" preserveAspectRatio="none" className={cls}>
      <clipPath id={`${id}-t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
