import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { splitIngredientList } from '#core/ingredients/ingredient-list-split';
import { PANTRY_CATEGORIES, UNITS } from '#core/kernel/kitchen-options';
import { KITCHEN_LIMITS } from '#core/schemas/kitchen';
import { Button } from '../../../../components/ui/button';
import type { PantryFields, PantryItem } from '../../api/pantry';
import { blankToNull, isTenthStep, oneOf, parseQuantity } from '../../lib/quantity';
import { fieldClass, labelClass } from '../kitchen-page';
import { OptionSelect } from '../option-select';

interface Draft {
  name: string;
  quantity: string;
  unit: string;
  category: string;
  expiry_date: string;
  location: string;
  notes: string;
}

function draftOf(item: PantryItem | null): Draft {
  return {
    name: item?.name ?? '',
    quantity: item?.quantity != null ? String(item.quantity) : '',
    unit: item?.unit ?? '',
    category: item?.category ?? '',
    expiry_date: item?.expiry_date ?? '',
    location: item?.location ?? '',
    notes: item?.notes ?? '',
  };
}

/** The request body (docs/product.md "Validation"): name trimmed; every empty field is null. */
export function pantryFieldsOf(draft: Draft): PantryFields | null {
  const name = draft.name.trim();
  const quantity = parseQuantity(draft.quantity);
  if (!name || quantity === undefined || (quantity !== null && !isTenthStep(quantity))) return null;
  return {
    name,
    quantity,
    unit: oneOf(UNITS, draft.unit),
    category: oneOf(PANTRY_CATEGORIES, draft.category),
    expiry_date: blankToNull(draft.expiry_date),
    location: blankToNull(draft.location),
    notes: blankToNull(draft.notes),
  };
}

/**
 * The items a new entry adds: one, or several when the name is a typed list ("eggs, milk, feta";
 * core/ingredients/ingredient-list-split.ts), each with the expiry, category, place and notes given; their
 * quantity and unit would belong to no one item, so they stay empty. An edit is always one item.
 */
export function pantryItemsOf(draft: Draft, editing: boolean): PantryFields[] {
  const fields = pantryFieldsOf(draft);
  if (!fields) return [];
  const names = editing ? [fields.name] : splitIngredientList(fields.name);
  if (names.length <= 1) return [fields];
  return names.map((name) => ({ ...fields, name: name.slice(0, KITCHEN_LIMITS.name), quantity: null, unit: null }));
}

interface PantryFormProps {
  item: PantryItem | null;
  saving: boolean;
  onSubmit: (items: PantryFields[]) => void;
  onCancel: () => void;
}

/** Add or edit a pantry item. Save stays disabled until the name is given. */
export function PantryForm({ item, saving, onSubmit, onCancel }: PantryFormProps) {
  const { t } = useTranslation('kitchen');
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const quantity = parseQuantity(draft.quantity);
  const quantityInvalid = quantity === undefined || (quantity !== null && !isTenthStep(quantity));
  const fields = pantryFieldsOf(draft);
  const items = pantryItemsOf(draft, item !== null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fields) onSubmit(items);
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('pantry.form.name')}
        </label>
        <input
          id={`${id}-name`}
          value={draft.name}
          onChange={set('name')}
          className={fieldClass}
          required
          maxLength={KITCHEN_LIMITS.name}
          autoComplete="off"
          aria-describedby={items.length > 1 ? `${id}-list` : undefined}
        />
        {items.length > 1 ? (
          <p id={`${id}-list`} className="mt-1 text-sm text-muted-foreground" data-testid="list-hint">
            {t('pantry.form.listHint', { count: items.length })}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-quantity`} className={labelClass}>
          {t('pantry.form.quantity')}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          value={draft.quantity}
          onChange={set('quantity')}
          className={fieldClass}
          aria-invalid={quantityInvalid}
          aria-describedby={quantityInvalid ? `${id}-quantity-error` : undefined}
        />
        {quantityInvalid ? (
          <p id={`${id}-quantity-error`} className="mt-1 text-sm text-danger">
            {t('pantry.form.quantityInvalid')}
          </p>
        ) : null}
      </div>
      <OptionSelect
        id={`${id}-unit`}
        label={t('pantry.form.unit')}
        value={draft.unit}
        onChange={set('unit')}
        emptyLabel={t('noUnit')}
        options={UNITS}
        optionLabel={(unit) => t(`units.${unit}`)}
      />
      <OptionSelect
        id={`${id}-category`}
        label={t('pantry.form.category')}
        value={draft.category}
        onChange={set('category')}
        emptyLabel={t('noCategory')}
        options={PANTRY_CATEGORIES}
        optionLabel={(category) => t(`pantryCategories.${category}`)}
      />
      <div>
        <label htmlFor={`${id}-expiry`} className={labelClass}>
          {t('pantry.form.expiry')}
        </label>
        <input id={`${id}-expiry`} type="date" value={draft.expiry_date} onChange={set('expiry_date')} className={fieldClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-location`} className={labelClass}>
          {t('pantry.form.location')}
        </label>
        <input
          id={`${id}-location`}
          value={draft.location}
          onChange={set('location')}
          list={`${id}-locations`}
          placeholder={t('pantry.form.locationPlaceholder')}
          className={fieldClass}
          maxLength={KITCHEN_LIMITS.location}
        />
        <datalist id={`${id}-locations`}>
          {(['fridge', 'freezer', 'cabinet'] as const).map((place) => (
            <option key={place} value={t(`pantry.locations.${place}`)} />
          ))}
        </datalist>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className={labelClass}>
          {t('pantry.form.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          value={draft.notes}
          onChange={set('notes')}
          rows={2}
          maxLength={KITCHEN_LIMITS.notes}
          className={`${fieldClass} h-auto py-2`}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="outline" className="h-11" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" className="h-11" disabled={!fields || saving}>
          {item ? t('pantry.form.update') : items.length > 1 ? t('pantry.form.addMany', { count: items.length }) : t('pantry.form.add')}
        </Button>
      </div>
    </form>
  );
}
