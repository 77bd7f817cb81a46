import { Plus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { splitIngredientList } from '#core/ingredients/ingredient-list-split';
import { SHOPPING_CATEGORIES, UNITS } from '#core/kernel/kitchen-options';
import { KITCHEN_LIMITS } from '#core/schemas/kitchen';
import { Button } from '../../../../components/ui/button';
import type { ShoppingFields } from '../../api/shopping';
import { blankToNull, oneOf, parseQuantity } from '../../lib/quantity';
import { fieldClass, labelClass } from '../kitchen-page';
import { OptionSelect } from '../option-select';

const EMPTY = { name: '', quantity: '', unit: '', category: '', notes: '' };

/** The request body (docs/product.md "Validation"): name trimmed and required, quantity decimal or null, empty = null. */
export function shoppingFieldsOf(draft: typeof EMPTY): ShoppingFields | null {
  const name = draft.name.trim();
  const quantity = parseQuantity(draft.quantity);
  if (!name || quantity === undefined) return null;
  return {
    name,
    quantity,
    unit: oneOf(UNITS, draft.unit),
    category: oneOf(SHOPPING_CATEGORIES, draft.category),
    notes: blankToNull(draft.notes),
  };
}

/**
 * The items to add: one, or several when the name is a typed list ("milk, eggs, bread";
 * core/ingredients/ingredient-list-split.ts). A list adds each name on its own, with the category and notes;
 * its quantity and unit would belong to no one item, so they stay empty.
 */
export function shoppingItemsOf(draft: typeof EMPTY): ShoppingFields[] {
  const fields = shoppingFieldsOf(draft);
  if (!fields) return [];
  const names = splitIngredientList(fields.name);
  if (names.length <= 1) return [fields];
  return names.map((name) => ({ ...fields, name: name.slice(0, KITCHEN_LIMITS.name), quantity: null, unit: null }));
}

/** Name and Add on one line (thumb reach); quantity, unit, category and notes beside or below. */
export function ShoppingAddForm({ onAdd, adding }: { onAdd: (items: ShoppingFields[]) => Promise<boolean>; adding: boolean }) {
  const { t } = useTranslation('kitchen');
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const fields = shoppingFieldsOf(draft);
  const items = shoppingItemsOf(draft);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!fields || adding) return;
    if (await onAdd(items)) {
      setDraft(EMPTY);
      nameRef.current?.focus();
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="rounded-2xl border border-border bg-card p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {t('shopping.addTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1.3fr]">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            {t('shopping.form.name')}
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            value={draft.name}
            onChange={set('name')}
            placeholder={t('shopping.form.namePlaceholder')}
            className={fieldClass}
            autoComplete="off"
            maxLength={KITCHEN_LIMITS.name}
            aria-describedby={items.length > 1 ? `${id}-list` : undefined}
          />
          {items.length > 1 ? (
            <p id={`${id}-list`} className="mt-1 text-sm text-muted-foreground" data-testid="list-hint">
              {t('shopping.form.listHint', { count: items.length })}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:contents">
          <div>
            <label htmlFor={`${id}-quantity`} className={labelClass}>
              {t('shopping.form.quantity')}
            </label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="decimal"
              step="any"
              min="0"
              value={draft.quantity}
              onChange={set('quantity')}
              className={fieldClass}
            />
          </div>
          <OptionSelect
            id={`${id}-unit`}
            label={t('shopping.form.unit')}
            value={draft.unit}
            onChange={set('unit')}
            emptyLabel={t('noUnit')}
            options={UNITS}
            optionLabel={(unit) => t(`units.${unit}`)}
          />
        </div>
        <OptionSelect
          id={`${id}-category`}
          label={t('shopping.form.category')}
          value={draft.category}
          onChange={set('category')}
          emptyLabel={t('noCategory')}
          options={SHOPPING_CATEGORIES}
          optionLabel={(category) => t(`shoppingCategories.${category}`)}
        />
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-notes`} className={labelClass}>
            {t('shopping.form.notes')}
          </label>
          <input id={`${id}-notes`} value={draft.notes} onChange={set('notes')} className={fieldClass} maxLength={KITCHEN_LIMITS.notes} />
        </div>
        <Button type="submit" className="h-11 sm:min-w-32" disabled={!fields || adding}>
          <Plus className="size-4" aria-hidden />
          {t('shopping.form.add')}
        </Button>
      </div>
    </form>
  );
}
