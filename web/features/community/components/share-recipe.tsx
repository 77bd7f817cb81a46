import type { TFunction } from 'i18next';
import { Lock, Share2, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isPro, type PlanType } from '#core/kernel/plans';
import { MAX_SHARE_MESSAGE } from '#core/schemas/community';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errors';
import { proGatePath } from '../../../lib/pro-gate';
import { useShareStatus } from '../api/get-share';
import { useShareRecipe } from '../api/share';
import { useUnshareRecipe } from '../api/unshare';

interface ShareRecipeProps {
  recipeId: string;
  plan: PlanType;
  /** Called after a successful share or unshare; the page reloads (docs/product.md "Recipe sharing"). */
  onDone?: () => void;
}

const reload = () => window.location.reload();

/**
 * The share button and dialog of an own recipe: Pro shares (optional message, counter n/280) or
 * unshares, then the page reloads; free users are sent to the plans.
 */
export function ShareRecipe({ recipeId, plan, onDone = reload }: ShareRecipeProps) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const pro = isPro(plan);
  const status = useShareStatus(recipeId);
  const { pathname, search } = useLocation();

  if (!pro) {
    // The plans say why (one line) and bring the cook back to this recipe after paying.
    return (
      <Link to={proGatePath('share', `${pathname}${search}`)} className={buttonClass('outline')} title={t('share.proOnly')}>
        <Lock className="size-4" aria-hidden />
        {t('share.button')}
      </Link>
    );
  }
  const shared = status.data?.shared === true;
  return (
    <>
      <Button
        variant={shared ? 'secondary' : 'outline'}
        onClick={() => setOpen(true)}
        disabled={status.isPending}
        data-testid="share-open"
      >
        {shared ? <Users className="size-4" aria-hidden /> : <Share2 className="size-4" aria-hidden />}
        {shared ? t('share.sharedButton') : t('share.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={shared ? t('share.unshareTitle') : t('share.title')}
        description={shared ? t('share.unshareDescription') : t('share.description')}
      >
        {shared ? <UnshareForm recipeId={recipeId} onDone={onDone} onCancel={() => setOpen(false)} /> : (
          <ShareForm recipeId={recipeId} onDone={onDone} onCancel={() => setOpen(false)} />
        )}
      </Dialog>
    </>
  );
}

/** 403 plan_required says which plan shares, another 403 its code's message; anything else the generic failure. */
function shareFailure(err: unknown, fallback: string, planFallback: string, t: TFunction) {
  if (isApiError(err, 403)) return err.code === 'plan_required' ? planFallback : errorMessage(err, t, planFallback);
  return fallback;
}

function ShareForm({ recipeId, onDone, onCancel }: { recipeId: string; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('community');
  const share = useShareRecipe(recipeId);
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate(message.trim(), {
      onSuccess: () => {
        toast('success', t('share.shared'));
        onDone();
      },
      onError: (err) => toast('error', shareFailure(err, t('share.shareFailed'), t('share.planRequired'), t)),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor="share-message" className="text-sm font-medium">
        {t('share.messageLabel')}
      </label>
      <textarea
        id="share-message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={MAX_SHARE_MESSAGE}
        rows={4}
        placeholder={t('share.messagePlaceholder')}
        aria-describedby="share-counter"
        className="w-full rounded-lg border border-border bg-background px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
      />
      <span
        id="share-counter"
        className={cn('self-end text-xs', message.length >= MAX_SHARE_MESSAGE ? 'text-danger' : 'text-muted-foreground')}
      >
        {t('share.counter', { count: message.length, max: MAX_SHARE_MESSAGE })}
      </span>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={share.isPending || share.isSuccess}>
          <Share2 className="size-4" aria-hidden />
          {t('share.confirm')}
        </Button>
      </div>
    </form>
  );
}

function UnshareForm({ recipeId, onDone, onCancel }: { recipeId: string; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('community');
  const unshare = useUnshareRecipe(recipeId);
  const remove = () =>
    unshare.mutate(undefined, {
      onSuccess: () => {
        toast('success', t('share.unshared'));
        onDone();
      },
      onError: (err) => toast('error', shareFailure(err, t('share.unshareFailed'), t('share.planRequired'), t)),
    });
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button variant="danger" onClick={remove} disabled={unshare.isPending || unshare.isSuccess}>
        {t('share.unshareConfirm')}
      </Button>
    </div>
  );
}
