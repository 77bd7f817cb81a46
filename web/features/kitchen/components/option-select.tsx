import type { ChangeEventHandler } from 'react';
import { fieldClass, labelClass } from './kitchen-page';

/**
 * A labelled select of fixed option ids with an empty first choice ("No unit", "No category"),
 * shared by the pantry and shopping-list forms. `optionLabel` translates an id.
 */
export function OptionSelect({
  id,
  label,
  value,
  onChange,
  emptyLabel,
  options,
  optionLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  emptyLabel: string;
  options: readonly string[];
  optionLabel: (option: string) => string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={onChange} className={fieldClass}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
