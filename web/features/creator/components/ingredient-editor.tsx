import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '#core/schemas/recipe';

/** The add field takes a typed list ("Zucchini, Feta, Eier"), split into ingredients by the reducer. */
const MAX_LIST_LENGTH = MAX_INGREDIENT_LENGTH * 10;
import { Button } from '../../../components/ui/button';
import { normaliseIngredient } from '../creator-state';

interface IngredientEditorProps {
  ingredients: string[];
  onAdd: (text: string) => void;
  onEdit: (index: number, text: string) => void;
  onRemove: (index: number) => void;
}

const inputClass =
  'h-10 min-w-0 flex-1 rounded-lg border border-border bg-background px-3 focus-visible:outline-2 focus-visible:outline-primary';

/** The ingredient list: add (trimmed, non-blank, Enter adds; a typed list adds each), edit in place, remove. */
export function IngredientEditor({ ingredients, onAdd, onEdit, onRemove }: IngredientEditorProps) {
  const { t } = useTranslation('creator');
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const full = ingredients.length >= MAX_INGREDIENTS;

  function add(event: FormEvent) {
    event.preventDefault();
    if (full || normaliseIngredient(draft) === null) return;
    onAdd(draft);
    setDraft('');
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between">
        <h2 id={`${inputId}-title`} className="text-lg font-bold">
          {t('ingredients.title')}
        </h2>
        <span className="text-sm text-muted-foreground">{t('ingredients.count', { count: ingredients.length })}</span>
      </div>
      {ingredients.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ingredients.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="ingredient-list">
          {ingredients.map((name, index) => (
            <IngredientRow
              key={`${index}-${name}`}
              name={name}
              onSave={(text) => onEdit(index, text)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('ingredients.addLabel')}
        </label>
        <input
          id={inputId}
          value={draft}
          maxLength={MAX_LIST_LENGTH}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('ingredients.addPlaceholder')}
          className={inputClass}
          autoComplete="off"
        />
        <Button type="submit" disabled={full || normaliseIngredient(draft) === null} aria-label={t('ingredients.add')}>
          <Plus className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('ingredients.add')}</span>
        </Button>
      </form>
    </section>
  );
}

function IngredientRow({ name, onSave, onRemove }: { name: string; onSave: (text: string) => void; onRemove: () => void }) {
  const { t } = useTranslation('creator');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(name);
  const valid = normaliseIngredient(text) !== null;

  function save() {
    if (!valid) return;
    onSave(text);
    setEditing(false);
  }
  function cancel() {
    setText(name);
    setEditing(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      cancel();
    }
  }

  if (editing) {
    return (
      <li className="flex gap-2">
        <input
          value={text}
          maxLength={MAX_INGREDIENT_LENGTH}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('ingredients.editLabel')}
          className={inputClass}
          autoFocus
        />
        <Button size="icon" onClick={save} disabled={!valid} aria-label={t('ingredients.save')}>
          <Check className="size-4" aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" onClick={cancel} aria-label={t('ingredients.cancel')}>
          <X className="size-4" aria-hidden />
        </Button>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-2 rounded-lg bg-muted px-3 py-1">
      <span className="min-w-0 flex-1 break-words">{name}</span>
      <Button size="icon" variant="ghost" className="size-8" onClick={() => setEditing(true)} aria-label={t('ingredients.edit', { name })}>
        <Pencil className="size-4" aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" className="size-8 text-danger" onClick={onRemove} aria-label={t('ingredients.remove', { name })}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </li>
  );
}
