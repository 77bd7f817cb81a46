import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { emailConfirms, type SharedRecipeChoice } from '#core/schemas/account';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { ApiRequestError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { useDeleteAccount } from '../api/use-delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  sharedRecipes: SharedRecipeChoice;
}

const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-primary aria-[invalid=true]:border-danger';

/**
 * The last step: the user types their email; the delete button works only when it matches.
 * On success the user is signed out and lands on the landing page with a toast.
 */
export function DeleteAccountDialog({ open, onOpenChange, email, sharedRecipes }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const matches = emailConfirms(typed, email);

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setTyped('');
      remove.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(
      { confirm_email: typed, shared_recipes: sharedRecipes },
      {
        onSuccess: async () => {
          onOpenChange(false);
          await navigate('/');
          toast('success', t('deleted'));
        },
        onError: (err) => console.error('Account deletion failed', err),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t('dialog.title')} description={t('dialog.description')}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('dialog.label', { email })}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={`${id}-hint`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {typed === '' || matches ? t('dialog.hint') : t('dialog.mismatch')}
        </p>
        {remove.isError ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {remove.error instanceof ApiRequestError && remove.error.details === 'confirm_email'
              ? t('dialog.mismatch')
              : errorMessage(remove.error, t, t('dialog.failed'))}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending} aria-busy={remove.isPending}>
            {remove.isPending ? <Spinner className="size-4" /> : null}
            {remove.isPending ? t('dialog.deleting') : t('dialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
