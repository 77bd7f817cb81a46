import { useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeLanguage } from '#core/kernel/options';
import { toast } from '../../../components/ui/toaster';
import { prepareImage } from '../../../lib/image-prep';
import { useDetectIngredients } from '../api/use-detect-ingredients';
import type { CreatorAction } from '../creator-state';

type Fail = (err: unknown, fallback: string) => string | null;

/**
 * A chosen photo is prepared (scaled, SVG rasterised) and sent for detection. Found ingredients
 * move to customize; none found leaves the list empty with an info toast, which says so plainly
 * when the chef cannot see photos (`seesPhotos` false: the offline chef). Answers for a photo that
 * was removed or replaced meanwhile are ignored.
 */
export function usePhotoDetection(dispatch: Dispatch<CreatorAction>, language: RecipeLanguage, fail: Fail, seesPhotos: boolean) {
  const { t } = useTranslation('creator');
  const detect = useDetectIngredients();
  const attempt = useRef(0);

  async function chooseFile(file: File) {
    const mine = ++attempt.current;
    const current = () => mine === attempt.current;
    let dataUrl: string;
    try {
      dataUrl = await prepareImage(file);
    } catch {
      if (current()) dispatch({ type: 'imageUnreadable', message: t('upload.errors.unreadable') });
      return;
    }
    if (!current()) return;
    dispatch({ type: 'imageSelected', preview: dataUrl });
    toast('success', t('toasts.imageUploaded'));
    try {
      const found = await detect.mutateAsync({ imageBase64: dataUrl, language });
      if (!current()) return;
      dispatch({ type: 'detectSucceeded', ingredients: found.ingredients, imageUrl: found.imageUrl });
      if (found.ingredients.length > 0) toast('success', t('toasts.found', { count: found.ingredients.length }));
      else toast('info', seesPhotos ? t('toasts.noneFound') : t('photo.notRead'));
    } catch (err) {
      if (current()) dispatch({ type: 'detectFailed', message: fail(err, t('errors.detect')) });
    }
  }

  function clearImage() {
    attempt.current += 1;
    dispatch({ type: 'imageCleared' });
  }

  return { chooseFile, clearImage };
}
