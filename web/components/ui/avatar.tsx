import { useState } from 'react';
import { cn } from '../../lib/cn';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;

/** The first letters of the first and last words of a name: "Paula Chef" -> "PC". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

interface AvatarProps {
  name: string;
  picture?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

/** A profile picture, or the person's initials when there is none (or it fails to load). */
export function Avatar({ name, picture, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const base = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', sizes[size], className);
  if (picture && !failed) {
    return (
      <img
        src={picture}
        alt=""
        referrerPolicy="no-referrer"
        className={cn(base, 'object-cover')}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span aria-hidden className={cn(base, 'bg-primary font-semibold text-primary-foreground')}>
      {initials(name)}
    </span>
  );
}
