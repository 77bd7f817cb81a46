import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookLine } from '#core/recipe/recipe-scaling-cook';

/**
 * An ingredient line as the cook measures it. When the amount was rounded or converted, the line
 * is a button whose tooltip (on hover, keyboard focus or a tap; Escape hides it) gives the exact
 * scaled amount; screen readers hear it as the button's description (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md).
 */
export function ScaledLine({ line, className = '' }: { line: CookLine; className?: string }) {
  const { t } = useTranslation('recipes');
  const id = useId();
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (!line.exact) return <span className={className}>{line.text}</span>;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || dismissed) return;
    e.stopPropagation();
    setDismissed(true);
    setPinned(false);
  };
  const visible = pinned ? 'visible' : dismissed ? 'invisible' : 'invisible group-hover:visible group-focus-within:visible';
  return (
    <span className={`group relative inline-block ${className}`} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-describedby={id}
        aria-expanded={pinned}
        onClick={() => setPinned((p) => !p)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setPinned(false);
          setDismissed(false);
        }}
        className="cursor-help rounded text-left underline decoration-muted-foreground decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        data-testid="scaled-amount"
        data-dismissed={dismissed}
      >
        {line.text}
      </button>
      <span
        role="tooltip"
        id={id}
        className={`${visible} absolute top-full left-0 z-20 mt-1 w-max max-w-[min(18rem,80vw)] rounded-lg bg-foreground px-2.5 py-1.5 text-sm font-normal text-background shadow-lg print:hidden`}
      >
        {t('scaling.exact', { exact: line.exact })}
      </span>
    </span>
  );
}
