import { useTranslation } from 'react-i18next';

export interface EaterOption {
  id: string;
  name: string;
  is_me: boolean;
}

interface EatersPickerProps {
  members: readonly EaterOption[];
  /** The chosen handles, or null for everyone. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  legend: string;
}

/**
 * "Who's eating": a checkbox per household member in a fieldset (labelled by its legend for screen
 * readers, one tab stop per member, space toggles); everyone checked is null (everyone, including
 * whoever joins later). Wraps on a phone; each row is at least 44 px tall.
 */
export function EatersPicker({ members, value, onChange, legend }: EatersPickerProps) {
  const { t } = useTranslation('kitchen');
  const all = members.map((m) => m.id);
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1" data-testid="eaters-picker">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {members.map((member) => {
        const checked = value === null || value.includes(member.id);
        return (
          <label key={member.id} className="flex min-h-11 items-center gap-2 rounded-lg px-1 has-focus-visible:outline-2 has-focus-visible:outline-primary">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={checked}
              onChange={() => {
                const current = value ?? all;
                const next = checked ? current.filter((x) => x !== member.id) : all.filter((x) => x === member.id || current.includes(x));
                onChange(next.length === all.length ? null : next);
              }}
            />
            {member.is_me ? t('planner.eaters.me', { name: member.name }) : member.name}
          </label>
        );
      })}
    </fieldset>
  );
}
