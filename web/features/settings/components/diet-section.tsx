import { X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALLERGENS,
  DIETS,
  MAX_DISLIKES,
  MAX_DISLIKE_LENGTH,
  type DietProfile,
} from '#core/diet/allergens-profile';
import { normalizeWord } from '#core/diet/food-words';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { useDietProfile, useSaveDietProfile } from '../api/use-diet-profile';
import { SettingsSection } from './settings-section';

/** Diet and allergies (`#diet`): the profile every generated recipe obeys. */
export function DietSection() {
  const { t } = useTranslation('diet');
  const profile = useDietProfile();
  return (
    <SettingsSection id="diet" title={t('title')} description={t('description')}>
      {profile.isPending ? <Spinner className="text-primary" /> : null}
      {profile.isError ? (
        <div role="alert" className="text-sm text-danger">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
            {t('common:common.retry')}
          </Button>
        </div>
      ) : null}
      {profile.isSuccess ? <DietForm initial={profile.data} /> : null}
    </SettingsSection>
  );
}

function toggle<T>(list: T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

function Checks<T extends string>(props: { legend: string; ids: readonly T[]; chosen: T[]; label: (id: T) => string; onChange: (next: T[]) => void }) {
  return (
    <fieldset>
      <legend className="font-medium">{props.legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {props.ids.map((id) => (
          <label key={id} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={props.chosen.includes(id)}
              onChange={(e) => props.onChange(toggle(props.chosen, id, e.target.checked))}
            />
            {props.label(id)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DietForm({ initial }: { initial: DietProfile }) {
  const { t } = useTranslation('diet');
  const id = useId();
  const save = useSaveDietProfile();
  const [diets, setDiets] = useState(initial.diets);
  const [allergens, setAllergens] = useState(initial.allergens);
  const [dislikes, setDislikes] = useState(initial.dislikes);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    const item = draft.trim();
    if (!item) return;
    if (dislikes.length >= MAX_DISLIKES) return setProblem(t('tooMany', { max: MAX_DISLIKES }));
    if (dislikes.some((d) => normalizeWord(d) === normalizeWord(item))) return setProblem(t('duplicate', { item }));
    setDislikes([...dislikes, item]);
    setDraft('');
    setProblem(null);
  };
  const remove = (item: string) => {
    setDislikes(dislikes.filter((d) => d !== item));
    setProblem(null);
    input.current?.focus();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { diets, allergens, dislikes },
      {
        onSuccess: () => toast('success', t('saved')),
        onError: (err) => {
          console.error('Failed to save the diet profile', err);
          toast('error', t('saveFailed'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <Checks legend={t('diets')} ids={DIETS} chosen={diets} label={(d) => t(`diet.${d}`)} onChange={setDiets} />
      <Checks legend={t('allergens')} ids={ALLERGENS} chosen={allergens} label={(a) => t(`allergen.${a}`)} onChange={setAllergens} />
      <div>
        <label htmlFor={`${id}-dislike`} className="font-medium">{t('dislikes')}</label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {t('dislikesHint', { max: MAX_DISLIKES, length: MAX_DISLIKE_LENGTH })}
        </p>
        <ul aria-label={t('dislikes')} className="mt-2 flex flex-wrap gap-2">
          {dislikes.length === 0 ? <li className="text-sm text-muted-foreground">{t('noDislikes')}</li> : null}
          {dislikes.map((item) => (
            <li key={item} className="flex max-w-full items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm">
              <span className="break-all">{item}</span>
              <button
                type="button"
                aria-label={t('remove', { item })}
                onClick={() => remove(item)}
                className="rounded-full p-1 hover:bg-background focus-visible:outline-2 focus-visible:outline-primary"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex gap-2">
          <input
            ref={input}
            id={`${id}-dislike`}
            aria-describedby={`${id}-hint`}
            placeholder={t('addDislike')}
            value={draft}
            maxLength={MAX_DISLIKE_LENGTH}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className="min-w-0 flex-1 rounded-lg border border-border bg-background px-3 py-2 text-sm"
          />
          <Button type="button" variant="outline" size="md" onClick={add} disabled={!draft.trim()}>
            {t('add')}
          </Button>
        </div>
        {problem ? <p role="alert" className="mt-2 text-sm text-danger">{problem}</p> : null}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t('save')}
      </Button>
    </form>
  );
}
