import { ArrowLeft, BookmarkCheck, Clock, Eye, Flame, Shuffle, Timer, Users, UtensilsCrossed } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { CreditLine } from '../../../components/credit-line';
import { buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { proGatePath } from '../../../lib/pro-gate';
import { useDiscoverRecipe, type DiscoverRecipe } from '../api/get-discover-recipe';
import { CommunityPrompt, type CommunityAccess } from './community-prompt';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RecipePicture } from '../../../components/recipe-picture';
import { RatingsReviews } from './ratings-reviews';
import { useRecipeLabels } from './recipe-labels';
import { RecipeSteps } from './recipe-steps';
import { RelativeTime } from './relative-time';
import { SaveRecipeButton } from './save-recipe-button';
import { useReaderTranslation } from './translate-bar';
import { ShareLinkButton } from './share-link-button';
import { VoteButtons, VoteCounts } from './vote-buttons';
import { useDocumentTitle } from '../../../lib/document-title';

interface DiscoverDetailProps {
  id: string;
  access: CommunityAccess;
  /** Shown above the ingredients (web/app passes the viewer's diet-conflict badge). */
  ingredientsNotice?: (ingredients: string) => ReactNode;
}

/** A shared recipe, readable by anyone; voting, rating and reviewing prompt sign-in or upgrade. */
export function DiscoverDetail({ id, access, ingredientsNotice }: DiscoverDetailProps) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const query = useDiscoverRecipe(id);
  useDocumentTitle(query.data?.title ?? t('pageTitle.recipe'));

  useEffect(() => {
    const err = query.error;
    if (!err) return;
    if (isApiError(err, 404)) {
      toast('error', t('detail.notFound'));
      void navigate('/discover', { replace: true });
    } else if (isApiError(err, 403)) {
      toast('error', err.code === 'plan_required' ? t('feed.planRequired') : errorMessage(err, t, t('feed.accessDenied')));
      void navigate(proGatePath('discover', `/discover/${id}`), { replace: true });
    } else {
      toast('error', t('detail.loadFailed'));
      void navigate('/discover', { replace: true });
    }
  }, [query.error, navigate, t, id]);

  if (!query.data) return <PageSpinner />;
  return <DetailView recipe={query.data} access={access} notice={ingredientsNotice?.(query.data.ingredients)} />;
}

function DetailView({ recipe, access, notice }: { recipe: DiscoverRecipe; access: CommunityAccess; notice?: ReactNode }) {
  const { t } = useTranslation('community');
  // In another language than the reader's: a Translate action, and the texts as chosen.
  const { shown, bar } = useReaderTranslation(recipe);
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/discover" className={buttonClass('ghost', 'sm', '-ml-2')}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('detail.back')}
        </Link>
        <ShareLinkButton title={recipe.title} path={`/discover/${recipe.shared_recipe_id}`} />
      </div>

      <DetailHeader recipe={recipe} title={shown.title} />
      {bar}

      <div className="grid gap-6 md:grid-cols-2">
        <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-muted">
          <RecipePicture
            photoUrl={recipe.image_url}
            title={recipe.title}
            ingredients={recipe.ingredients}
            alt={recipe.title}
            loading="eager"
            className="size-full"
          />
        </div>
        <RecipeFacts recipe={recipe} access={access} />
      </div>

      {notice}
      <RecipeSteps ingredients={shown.ingredients} instructions={shown.instructions} />
      <RatingsReviews sharedRecipeId={recipe.shared_recipe_id} access={access} isOwn={recipe.is_own} />
    </article>
  );
}

/** Cuisine, cooking method, difficulty, title, creator, time shared and the creator's note. */
function DetailHeader({ recipe, title }: { recipe: DiscoverRecipe; title: string }) {
  const { t } = useTranslation('community');
  const labels = useRecipeLabels();
  const cuisine = labels.cuisine(recipe.cuisine);
  const method = labels.cookingMethod(recipe.cooking_method);
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {cuisine ? <span className="rounded-full bg-primary/10 px-3 py-1 font-semibold text-primary">{cuisine}</span> : null}
        {method ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1">
            <Flame className="size-4" aria-hidden />
            {method}
          </span>
        ) : null}
        <DifficultyBadge difficulty={recipe.difficulty} className="px-3 py-1 text-sm" />
      </div>
      <h1 className="text-3xl font-bold break-words sm:text-4xl">{title}</h1>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Avatar name={labels.avatarName(recipe.creator_display_name)} picture={recipe.creator_avatar} size="sm" />
        <span>
          {t('detail.sharedBy')} <span className="font-medium text-foreground">{labels.person(recipe.creator_display_name)}</span>
        </span>
        <span aria-hidden>·</span>
        <RelativeTime value={recipe.shared_at} />
      </div>
      {recipe.remix_of ? (
        <CreditLine
          t={t}
          i18nKey="detail.remixOf"
          icon={<Shuffle className="size-4 shrink-0 text-primary" aria-hidden />}
          title={recipe.remix_of.title}
          name={labels.person(recipe.remix_of.creator)}
          sharedId={recipe.remix_of.id}
          testId="remix-of"
        />
      ) : null}
      {recipe.share_message ? (
        <blockquote className="rounded-xl border-l-4 border-primary bg-muted px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('detail.creatorNote')}</p>
          <p className="mt-1 whitespace-pre-line italic">{recipe.share_message}</p>
        </blockquote>
      ) : null}
    </header>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    // Only <dt>/<dd> inside the <div> of a <dl>: the icon lives in the <dt>, placed on the left.
    <div className="relative rounded-xl bg-muted p-3 pl-11">
      <dt className="text-xs text-muted-foreground">
        <span aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function RecipeFacts({ recipe, access }: { recipe: DiscoverRecipe; access: CommunityAccess }) {
  const { t } = useTranslation('community');
  const icon = 'size-5';
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3">
        <Fact icon={<Timer className={icon} aria-hidden />} label={t('detail.prep')} value={t('detail.minutes', { count: recipe.prep_time })} />
        <Fact icon={<UtensilsCrossed className={icon} aria-hidden />} label={t('detail.cook')} value={t('detail.minutes', { count: recipe.cook_time })} />
        <Fact
          icon={<Clock className={icon} aria-hidden />}
          label={t('detail.total')}
          value={t('detail.minutes', { count: recipe.prep_time + recipe.cook_time })}
        />
        <Fact icon={<Users className={icon} aria-hidden />} label={t('detail.servingsLabel')} value={t('detail.servings', { count: recipe.servings })} />
      </dl>
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-border p-3">
        {access === 'pro' && !recipe.is_own ? (
          <VoteButtons sharedRecipeId={recipe.shared_recipe_id} state={recipe} showDownvote />
        ) : (
          <VoteCounts state={recipe} />
        )}
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Eye className="size-4" aria-hidden />
          {t('card.views', { count: recipe.views_count })}
        </span>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <BookmarkCheck className="size-4" aria-hidden />
          {t('card.savedOrRemixed', { count: recipe.remixes_count })}
        </span>
      </div>
      {access === 'pro' && !recipe.is_own ? <SaveRecipeButton sharedRecipeId={recipe.shared_recipe_id} /> : null}
      {access !== 'pro' ? <CommunityPrompt access={access} action="save" /> : null}
    </div>
  );
}
