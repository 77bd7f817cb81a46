import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface OptionCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/** A native radio drawn as a selectable card: arrow keys move between the cards of a group. */
export function OptionCard({ name, value, checked, onChange, children, className }: OptionCardProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        checked ? 'border-primary bg-primary/5' : 'border-border hover:bg-muted',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}
