import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

type InfoBarProps = Omit<HTMLAttributes<HTMLElement>, 'aria-label'> & {
  /** The region's name for screen readers. */
  label: string;
  icon: LucideIcon;
  children: ReactNode;
};

/**
 * A labelled strip on a card above a page's content (the creator's usage, a shared recipe's
 * translation): the icon, then what it says and its actions, wrapping on a phone.
 */
export function InfoBar({ label, icon: Icon, className, children, ...props }: InfoBarProps) {
  return (
    <section aria-label={label} className={cn('flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-3', className)} {...props}>
      <Icon className="size-5 shrink-0 text-primary" aria-hidden />
      {children}
    </section>
  );
}
