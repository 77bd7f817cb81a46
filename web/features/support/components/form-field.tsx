import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-primary aria-[invalid=true]:border-danger';

/** A label above its control, with "required" for screen readers and a visible star. */
export function FormField({ id, label, required, hint, children }: { id: string; label: string; required?: boolean; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          {required ? (
            <span aria-hidden className="ml-0.5 text-danger">
              *
            </span>
          ) : null}
        </label>
        {hint ? <span className="text-xs text-muted-foreground tabular-nums">{hint}</span> : null}
      </div>
      {children}
    </div>
  );
}

/** The form's outcome line: an error (alert) or a success (status), announced when it changes. */
export function FormStatus({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      <p role="alert" className={cn('text-sm font-medium text-danger', !error && 'sr-only')}>
        {error ?? ''}
      </p>
      <p role="status" className={cn('text-sm font-medium text-success', !success && 'sr-only')}>
        {success ?? ''}
      </p>
    </>
  );
}
