import { ImagePlus, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import type { OwnRecipe } from '../api/get-my-recipes';
import { usePicturesInfo, useRequestPicture } from '../api/request-picture';

/**
 * Under the recipe's picture (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): says when a picture is being
 * drawn, is ready or could not be drawn (a polite live region), and offers the owner "New
 * picture" when this server draws pictures. The page never waits for the picture.
 */
export function PictureActions({ recipe }: { recipe: Pick<OwnRecipe, 'id' | 'picture_status'> }) {
  const { t } = useTranslation('pictures');
  const info = usePicturesInfo();
  const request = useRequestPicture(recipe.id);
  const status = recipe.picture_status;
  const pending = status === 'pending';
  // "Ready" is said only when the picture arrived while the page was open (state kept from the
  // previous status, adjusted during render as React recommends over an effect).
  const [seen, setSeen] = useState({ status, arrived: false });
  if (seen.status !== status) setSeen({ status, arrived: seen.status === 'pending' && status === 'ready' });
  const arrived = seen.status === status && seen.arrived;
  const canAsk = info.data?.available === true;
  const message = pending ? t('drawing') : status === 'failed' ? t('failed') : arrived ? t('ready') : '';
  const limit = isApiError(request.error, 429) && request.error.code === 'limit_reached';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm print:hidden" data-testid="picture-actions">
      <p role="status" aria-live="polite" className="inline-flex items-center gap-2 text-muted-foreground empty:hidden">
        {pending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {message}
      </p>
      {canAsk ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => request.mutate()}
          disabled={pending || request.isPending}
          aria-busy={request.isPending}
        >
          {request.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
          {request.isPending ? t('asking') : t('newPicture')}
        </Button>
      ) : null}
      {canAsk ? <span className="text-xs text-muted-foreground">{t('countsAsGeneration')}</span> : null}
      {request.error ? (
        <p role="alert" className="w-full rounded-lg bg-danger/10 px-3 py-2 text-danger">
          {errorMessage(request.error, t)}{' '}
          {limit ? (
            <Link to="/pricing" className="font-medium underline underline-offset-2">
              {t('seePlans')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
