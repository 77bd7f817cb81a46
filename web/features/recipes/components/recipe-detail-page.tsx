import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isPro } from '#core/kernel/plans';
import { scaleIngredientsForCook } from '#core/recipe/recipe-scaling-cook';
import { scaleStepsForCook } from '#core/recipe/recipe-scaling-steps';
import { ingredientLines, instructionSteps } from '#core/recipe/recipe-text';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useFetchNutrition } from '../api/fetch-nutrition';
import type { OwnRecipe } from '../api/get-my-recipes';
import { useRecipe } from '../api/get-recipe';
import { useUpdateNotes } from '../api/update-notes';
import { CookMode } from './cook-mode';
import { IngredientsPanel } from './ingredients-panel';
import { InstructionsList } from './instructions-list';
import { NotesPanel } from './notes-panel';
import { NutritionPanel } from './nutrition-panel';
import { PictureActions } from './picture-actions';
import { RecipeVersions } from './recipe-versions';
import { RefinePanel } from './refine-panel';
import { RecipeHeader } from './recipe-header';
import { WrittenBy } from './written-by';
import { RecipePicture } from '../../../components/recipe-picture';
import { useDocumentTitle } from '../../../lib/document-title';
import { linesLanguage } from '../lib/scaling';

interface RecipeDetailPageProps {
  id: string;
  /** Share button / dialog and share statistics, composed in by web/app from the community feature. */
  renderShare?: (recipe: OwnRecipe) => { actions?: ReactNode; panel?: ReactNode };
}

/** /recipe/{id}: the owner's recipe. 404 -> 'Recipe not found' + /dashboard; other failures -> 'Failed to load recipe'. */
export function RecipeDetailPage({ id, renderShare }: RecipeDetailPageProps) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const query = useRecipe(id);
  useDocumentTitle(query.data?.title ?? t('pageTitle.recipe'));
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    toast('error', isApiError(error, 404) ? t('detail.notFound') : t('detail.loadFailed'));
    void navigate('/dashboard', { replace: true });
  }, [error, navigate, t]);
  if (!query.data) return <PageSpinner />;
  // Keyed by recipe: opening another version starts from its own servings.
  return <RecipeDetail key={query.data.id} recipe={query.data} renderShare={renderShare} />;
}

function RecipeDetail({ recipe, renderShare }: { recipe: OwnRecipe & { read_only?: boolean } } & Pick<RecipeDetailPageProps, 'renderShare'>) {
  // Someone else's recipe planned in the household: read and cook it, but only its author changes it.
  const readOnly = recipe.read_only === true;
  const { t, i18n } = useTranslation('recipes');
  const { user } = useSession();
  const [cooking, setCooking] = useState(false);
  // The servings shown: the header (and the printed page) say the number the quantities are for.
  const [servings, setServings] = useState(recipe.servings);
  const notes = useUpdateNotes(recipe.id);
  const nutrition = useFetchNutrition(recipe.id);
  const language = linesLanguage(recipe.language, i18n.resolvedLanguage);
  const lines = ingredientLines(recipe.ingredients);
  // Steps say the list's amounts and "for N people" for the servings shown (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md).
  const steps = scaleStepsForCook(instructionSteps(recipe.instructions), lines, recipe.servings, servings, language);
  const share = readOnly ? undefined : renderShare?.(recipe);
  const images = [recipe.image_url, recipe.ai_image_url].filter((src): src is string => Boolean(src));
  const created = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(recipe.created_at),
  );
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 sm:py-10 print:max-w-none print:bg-white print:p-0 print:text-black">
      <RecipeHeader recipe={recipe} servings={servings} onCook={() => setCooking(true)} actions={share?.actions} readOnly={readOnly} />
      {share?.panel}
      <div className={`mt-6 grid gap-4 ${images.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {images.length ? (
          images.map((src, i) => (
            <RecipePicture
              key={src}
              photoUrl={src}
              title={recipe.title}
              ingredients={recipe.ingredients}
              alt={i === 0 && recipe.image_url ? t('detail.yourPhoto') : t('detail.recipeImage', { title: recipe.title })}
              loading="eager"
              className="aspect-[16/9] w-full rounded-2xl print:max-h-64"
            />
          ))
        ) : (
          <RecipePicture
            title={recipe.title}
            ingredients={recipe.ingredients}
            className="aspect-[16/9] w-full rounded-2xl sm:aspect-[5/2] print:hidden"
          />
        )}
      </div>
      {readOnly ? null : <PictureActions recipe={recipe} />}
      {readOnly ? null : <RefinePanel recipe={recipe} />}
      {readOnly ? null : <RecipeVersions recipeId={recipe.id} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block print:space-y-6">
        <div className="space-y-6">
          <IngredientsPanel
            lines={lines}
            language={language}
            servings={recipe.servings}
            target={servings}
            onTargetChange={setServings}
          />
          {readOnly && !recipe.nutrition ? null : (
            <NutritionPanel
              nutrition={recipe.nutrition}
              canUse={!readOnly && (user ? isPro(user.subscription.plan_type) : false)}
              onFetch={() => nutrition.mutateAsync()}
              isFetching={nutrition.isPending}
            />
          )}
        </div>
        <div className="space-y-6">
          <InstructionsList steps={steps} />
          {readOnly ? null : <NotesPanel notes={recipe.notes} onSave={(text) => notes.mutateAsync(text)} />}
        </div>
      </div>
      <footer className="mt-10 border-t border-border pt-4 text-sm text-muted-foreground">
        {/* Someone else's recipe is never "created with Forkcast": an import names where it came from. */}
        {sourceHost(recipe.source_url)
          ? t('detail.footerImported', { date: created, host: sourceHost(recipe.source_url) })
          : recipe.provider === 'import'
            ? t('detail.footerAdded', { date: created })
            : t('detail.footer', { date: created })}
        <WrittenBy recipe={recipe} />
      </footer>
      <CookMode
        open={cooking}
        onClose={() => setCooking(false)}
        title={recipe.title}
        steps={steps}
        ingredients={scaleIngredientsForCook(lines, recipe.servings, servings, language)}
        servings={servings}
      />
    </article>
  );
}

/** The site an imported recipe came from ("bbcgoodfood.com"), or null for none or an address that is not a web page's. */
function sourceHost(url: string | null): string | null {
  try {
    const parsed = url ? new URL(url) : null;
    return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}
