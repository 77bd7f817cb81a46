import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedRecipeChoice } from '#core/schemas/account';
import { Button } from '../../../components/ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';

const CHOICES: SharedRecipeChoice[] = ['unshare', 'keep_anonymous'];

/**
 * Settings' danger zone (`#delete-account`): what deleting the account does, what happens to
 * community recipes, and the button that opens the confirmation dialog.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [choice, setChoice] = useState<SharedRecipeChoice>('unshare');
  const [open, setOpen] = useState(false);

  return (
    <section
      id="delete-account"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border-2 border-danger/40 bg-card p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-danger">
        <AlertTriangle aria-hidden className="size-5 shrink-0" />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
        <li>{t('effects.subscription')}</li>
        <li>{t('effects.data')}</li>
        <li>{t('effects.sessions')}</li>
        <li>{t('effects.final')}</li>
      </ul>
      <p className="mt-3 text-sm font-medium">{t('exportFirst')}</p>

      <fieldset className="mt-5">
        <legend className="font-medium">{t('shared.legend')}</legend>
        <div className="mt-2 space-y-2">
          {CHOICES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name={`${id}-shared`}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                aria-describedby={`${id}-${value}-hint`}
                className="mt-1 size-4 accent-primary"
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium">{t(`shared.${value}.label`)}</span>
                <span id={`${id}-${value}-hint`} className="block text-sm text-muted-foreground">
                  {t(`shared.${value}.hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <Button variant="danger" className="mt-5" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} email={email} sharedRecipes={choice} />
    </section>
  );
}
