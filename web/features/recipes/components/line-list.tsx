import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';

interface LineListProps {
  legend: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  /** Accessible name of line n (1-based). */
  lineLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  multiline?: boolean;
  maxLines: number;
  maxLength: number;
  invalid?: boolean;
  error?: string;
}

const field =
  'w-full rounded-lg border border-border bg-card px-3 text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * An editable list of lines (ingredients or steps): add, edit, remove. Enter in a one-line field
 * adds a line below it; a new line takes focus.
 */
export function LineList(props: LineListProps) {
  const { legend, lines, onChange, lineLabel, removeLabel, addLabel, multiline, maxLines, maxLength, invalid, error } = props;
  const id = useId();
  const refs = useRef<Array<HTMLInputElement | HTMLTextAreaElement | null>>([]);
  // The line to focus once the list has re-rendered (after adding or removing one).
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    refs.current[focusNext.current]?.focus();
    focusNext.current = null;
  });
  const setFocusIndex = (index: number) => {
    focusNext.current = index;
  };
  const insertAfter = (index: number) => {
    if (lines.length >= maxLines) return;
    onChange([...lines.slice(0, index + 1), '', ...lines.slice(index + 1)]);
    setFocusIndex(index + 1);
  };
  const remove = (index: number) => {
    const next = lines.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
    setFocusIndex(Math.max(0, Math.min(index, next.length - 1)));
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    if (!multiline && e.key === 'Enter') {
      e.preventDefault();
      insertAfter(index);
    }
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-lg font-semibold">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ol className="mt-2 space-y-2">
        {lines.map((line, index) => {
          const common = {
            value: line,
            maxLength,
            'aria-label': lineLabel(index + 1),
            'aria-invalid': invalid && line.trim() === '' ? true : undefined,
            onChange: (e: { target: { value: string } }) => onChange(lines.map((l, i) => (i === index ? e.target.value : l))),
            onKeyDown: onKeyDown(index),
          };
          return (
            // Lines have no identity beyond their place; the index is the key.
            <li key={index} className="flex items-start gap-2">
              <span className="w-6 shrink-0 pt-2.5 text-right text-sm text-muted-foreground tabular-nums" aria-hidden>
                {index + 1}.
              </span>
              {multiline ? (
                <textarea ref={(el) => {
                    refs.current[index] = el;
                  }} rows={2} className={`${field} py-2`} {...common} />
              ) : (
                <input ref={(el) => {
                    refs.current[index] = el;
                  }} className={`${field} h-11`} {...common} />
              )}
              <Button variant="ghost" size="icon" className="size-11 shrink-0" onClick={() => remove(index)} aria-label={removeLabel(index + 1)}>
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" className="mt-2 ml-8 h-11" onClick={() => insertAfter(lines.length - 1)} disabled={lines.length >= maxLines}>
        <Plus className="size-4" aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}
