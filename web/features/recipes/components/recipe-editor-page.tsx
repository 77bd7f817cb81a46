import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RECIPE_LANGUAGES } from '#core/kernel/options';
import { buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { errorMessage } from '../../../lib/errors';
import type { OwnRecipe } from '../api/get-my-recipes';
import { useRecipe } from '../api/get-recipe';
import { useCreateRecipe, useUpdateRecipe } from '../api/save-recipe';
import { draftOf, EMPTY_DRAFT, type RecipeDraft } from '../lib/recipe-draft';
import { RecipeForm } from './recipe-form';
import { RecipeVersions } from './recipe-versions';
import { RefinePanel } from './refine-panel';

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
  // Keyed by recipe: after Refine the editor of another version starts from that version.
  return <Editor key={query.data.id} id={id} initial={draftOf(query.data)} recipe={query.data} />;
}

interface EditorProps {
  id: string | null;
  initial: RecipeDraft;
  /** The saved recipe being edited (none for a new one): Refine and the versions work on it. */
  recipe?: OwnRecipe & { read_only?: boolean };
}

function Editor({ id, initial, recipe }: EditorProps) {
  const { t, i18n } = useTranslation('recipe-editor');
  const tr = useTranslation('recipes').t;
  const [dirty, setDirty] = useState(false);
  const [refining, setRefining] = useState(false);
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
      {/* While a version is being written the form waits, so no edit is made that its page would drop. */}
      <div inert={refining}>
        <RecipeForm
          initial={initial}
          saving={create.isPending || update.isPending}
          submitLabel={id ? t('saveChanges') : t('create')}
          onSubmit={(body) => void save(body)}
          onCancel={() => void navigate(back)}
          onDirtyChange={setDirty}
        />
      </div>
      {recipe && !recipe.read_only ? (
        // Refine works on the saved recipe and opens the new version's page; with unsaved changes
        // it waits for Save or Cancel rather than drop them (docs/decisions/067-refine-from-the-editor.md).
        <div className="mt-8 border-t border-border pt-4">
          <RefinePanel
            recipe={recipe}
            hint={dirty ? tr('editorRefine.unsaved') : tr('editorRefine.fromSaved')}
            blocked={dirty}
            onPendingChange={setRefining}
          />
          <RecipeVersions recipeId={recipe.id} />
        </div>
      ) : null}
    </div>
  );
}
