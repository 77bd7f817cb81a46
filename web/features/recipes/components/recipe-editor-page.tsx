import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RECIPE_LANGUAGES } from '../../../../core/options';
import { buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { errorMessage } from '../../../lib/errors';
import { useRecipe } from '../api/get-recipe';
import { useCreateRecipe, useUpdateRecipe } from '../api/save-recipe';
import { draftOf, EMPTY_DRAFT, type RecipeDraft } from '../lib/recipe-draft';
import { RecipeForm } from './recipe-form';

/** /recipe/new (id null) and /recipe/{id}/edit: write a recipe by hand or edit an own recipe. */
export function RecipeEditorPage({ id }: { id: string | null }) {
  const { t } = useTranslation('recipe-editor');
  useDocumentTitle(id ? t('editTitle') : t('newTitle'));
  return id ? <EditRecipe id={id} /> : <Editor id={null} initial={EMPTY_DRAFT} />;
}

function EditRecipe({ id }: { id: string }) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const query = useRecipe(id);
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    toast('error', isApiError(error, 404) ? t('detail.notFound') : t('detail.loadFailed'));
    void navigate('/dashboard', { replace: true });
  }, [error, navigate, t]);
  if (!query.data) return <PageSpinner />;
  return <Editor id={id} initial={draftOf(query.data)} />;
}

function Editor({ id, initial }: { id: string | null; initial: RecipeDraft }) {
  const { t, i18n } = useTranslation('recipe-editor');
  const navigate = useNavigate();
  const create = useCreateRecipe();
  const update = useUpdateRecipe(id ?? '');
  const back = id ? `/recipe/${id}` : '/my-recipes';
  const language = RECIPE_LANGUAGES.find((l) => l === i18n.resolvedLanguage?.slice(0, 2)) ?? 'en';
  const save = async (body: Parameters<typeof create.mutateAsync>[0]) => {
    try {
      const recipe = id ? await update.mutateAsync(body) : await create.mutateAsync({ ...body, language });
      toast('success', id ? t('toasts.updated') : t('toasts.created'));
      await navigate(`/recipe/${recipe.id}`, { replace: true });
    } catch (err) {
      toast('error', errorMessage(err, t, t('toasts.failed')));
    }
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link to={back} className={buttonClass('ghost', 'md', '-ml-3')}>
        <ArrowLeft className="size-4" aria-hidden />
        {id ? t('backToRecipe') : t('backToList')}
      </Link>
      <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight">{id ? t('editTitle') : t('newTitle')}</h1>
      <RecipeForm
        initial={initial}
        saving={create.isPending || update.isPending}
        submitLabel={id ? t('saveChanges') : t('create')}
        onSubmit={(body) => void save(body)}
        onCancel={() => void navigate(back)}
      />
    </div>
  );
}
