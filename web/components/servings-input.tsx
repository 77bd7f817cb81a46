import type { InputHTMLAttributes } from 'react';

type ServingsInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'step' | 'max'> & {
  /** The most servings the form takes (core's limit for that form). */
  max: number;
};

/**
 * A whole number of servings, 1 to `max`: a number field that brings up the phone's numeric keypad.
 * The form keeps its own value and rules (clamp as you type, or check on save); label it by `id`.
 */
export function ServingsInput({ max, ...props }: ServingsInputProps) {
  return <input type="number" inputMode="numeric" min={1} max={max} step={1} {...props} />;
}
