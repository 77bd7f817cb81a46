import { Compass, Languages } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { proGatePath } from '../../../lib/pro-gate';
import { useDiscoverFeed, type DiscoverCardRecipe } from '../api/get-discover-feed';
import { useDiscoverLanguages } from '../api/get-discover-languages';
import type { DiscoverSort } from '../lib/feed-paging';
import { readerLanguage, type FeedLanguage, type RecipeLanguage } from '../lib/reader-language';
import { DiscoverCard, DiscoverCardSkeleton } from './discover-card';
import { LanguageFilter } from './language-filter';
import { SortSelector } from './sort-selector';
import { useDocumentTitle } from '../../../lib/document-title';

/** Cards keyed by id: a card seen twice (the order moved between pages) shows once. */
function uniqueById<T extends { shared_recipe_id: string }>(recipes: T[]): T[] {
  const seen = new Set<string>();
  return recipes.filter((r) => !seen.has(r.shared_recipe_id) && Boolean(seen.add(r.shared_recipe_id)));
}

interface DiscoverFeedProps {
  sort: DiscoverSort;
  onSortChange: (sort: DiscoverSort) => void;
}

/**
 * The community feed: sort selector, language filter (the reader's language first, or all
 * languages, each with its count), cards, load more, empty and loading states. In the reader's
 * language, once its recipes end, the other languages follow, each under its name and count
 * (docs/product.md "Discover").
 */
export function DiscoverFeed({ sort, onSortChange }: DiscoverFeedProps) {
  const { t, i18n } = useTranslation('community');
  useDocumentTitle(t('pageTitle.discover'));
  const reader = readerLanguage(i18n.resolvedLanguage);
  const [chosen, setLanguage] = useState<FeedLanguage | null>(null);
  // Preselected: the reader's language; a change of interface language follows it until a choice.
  const language = chosen === 'all' ? 'all' : reader;
  const languages = useDiscoverLanguages();
  const counts = languages.data
    ? { reader: languages.data.languages.find((l) => l.language === reader)?.count ?? 0, all: languages.data.total }
    : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold">
            <Compass className="size-7 text-primary" aria-hidden />
            {t('feed.title')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('feed.subtitle')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <SortSelector sort={sort} onChange={onSortChange} />
          <LanguageFilter reader={reader} value={language} onChange={setLanguage} counts={counts} />
        </div>
      </header>
      <section aria-labelledby="discover-results" className="mt-6">
        <h2 id="discover-results" className="sr-only">
          {t(`feed.sort.${sort}`)}
        </h2>
        <FeedResults sort={sort} language={language} reader={reader} onShowAll={() => setLanguage('all')} />
      </section>
    </div>
  );
}

/** One sort's pages; a 403 sends to /pricing saying why in the reader's language, other failures toast. */
interface FeedResultsProps {
  sort: DiscoverSort;
  language: FeedLanguage;
  reader: RecipeLanguage;
  onShowAll: () => void;
}

function FeedResults({ sort, language, reader, onShowAll }: FeedResultsProps) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const feed = useDiscoverFeed(sort, language);
  const recipes = uniqueById(feed.data?.pages.flatMap((page) => page.recipes) ?? []);

  useEffect(() => {
    const err = feed.error;
    if (!err) return;
    if (isApiError(err, 403)) {
      toast('error', err.code === 'plan_required' ? t('feed.planRequired') : errorMessage(err, t, t('feed.accessDenied')));
      void navigate(proGatePath('discover', '/discover'), { replace: true });
    } else {
      toast('error', t('feed.loadFailed'));
    }
  }, [feed.error, navigate, t]);

  if (feed.isPending) {
    return (
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <Spinner className="sr-only" label={t('feed.loading')} />
        {Array.from({ length: 6 }, (_, i) => (
          <DiscoverCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (feed.isError && recipes.length === 0) return <FeedError onRetry={() => void feed.refetch()} />;
  if (recipes.length === 0) {
    if (language === 'all') return <FeedEmpty />;
    // Nothing in the reader's language yet: the other languages right away, each with its count.
    return <OtherLanguages sort={sort} reader={reader} onShowAll={onShowAll} readerEmpty />;
  }
  return (
    <>
      <CardGrid recipes={recipes} reader={reader} />
      {feed.hasNextPage ? (
        <LoadMore pending={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()} />
      ) : language !== 'all' ? (
        <OtherLanguages sort={sort} reader={reader} onShowAll={onShowAll} />
      ) : null}
    </>
  );
}

function CardGrid({ recipes, reader }: { recipes: DiscoverCardRecipe[]; reader: RecipeLanguage }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe) => (
        <li key={recipe.shared_recipe_id} className="flex min-w-0 [&>article]:min-w-0 [&>article]:flex-1">
          <DiscoverCard recipe={recipe} reader={reader} />
        </li>
      ))}
    </ul>
  );
}

function LoadMore({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const { t } = useTranslation('community');
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onClick} disabled={pending}>
        {pending ? <Spinner label={t('feed.loading')} /> : null}
        {t('feed.loadMore')}
      </Button>
    </div>
  );
}

/**
 * After the reader's language: the other languages that hold recipes, each under its name and
 * count, with its own cards and load more. Without the counts (they failed) the way to all
 * languages is one button; with nothing anywhere else, nothing (or, if the reader's language was
 * empty too, the usual empty state).
 */
function OtherLanguages({ sort, reader, onShowAll, readerEmpty = false }: { sort: DiscoverSort; reader: RecipeLanguage; onShowAll: () => void; readerEmpty?: boolean }) {
  const { t } = useTranslation('community');
  const languages = useDiscoverLanguages();
  if (languages.isPending) return readerEmpty ? <Spinner label={t('feed.loading')} /> : null;
  if (languages.isError) {
    if (readerEmpty) return <FeedEmptyInLanguage sort={sort} onShowAll={onShowAll} />;
    // The end of the reader's language with no counts to show: the way on is all languages.
    return (
      <div className="mt-8 flex justify-center">
        <Button variant="outline" onClick={onShowAll}>
          {t('feed.showAllLanguages')}
        </Button>
      </div>
    );
  }
  const others = languages.data.languages.filter((l) => l.language !== reader && l.count > 0);
  if (others.length === 0) return readerEmpty ? <FeedEmpty /> : null;
  return (
    <section aria-labelledby="discover-other-languages" className="mt-10 flex flex-col gap-6" data-testid="other-languages">
      <div>
        <h2 id="discover-other-languages" className="flex items-center gap-2 text-xl font-bold">
          <Languages className="size-5 text-primary" aria-hidden />
          {t(readerEmpty ? 'feed.otherLanguagesEmptyTitle' : 'feed.otherLanguagesTitle', { language: t(`language.${reader}`) })}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('feed.otherLanguagesText')}</p>
      </div>
      {others.map(({ language, count }) => (
        <OtherLanguage key={language} sort={sort} language={language} count={count} reader={reader} />
      ))}
    </section>
  );
}

function OtherLanguage({ sort, language, count, reader }: { sort: DiscoverSort; language: RecipeLanguage; count: number; reader: RecipeLanguage }) {
  const { t } = useTranslation('community');
  const feed = useDiscoverFeed(sort, language);
  const recipes = uniqueById(feed.data?.pages.flatMap((page) => page.recipes) ?? []);
  const id = `discover-language-${language}`;
  return (
    <section aria-labelledby={id} data-testid={`other-language-${language}`}>
      <h3 id={id} className="mb-3 text-lg font-semibold">
        {t('feed.inLanguage', { language: t(`language.${language}`), count })}
      </h3>
      {feed.isPending ? (
        <Spinner label={t('feed.loading')} />
      ) : feed.isError && recipes.length === 0 ? (
        <FeedError onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <CardGrid recipes={recipes} reader={reader} />
          {feed.hasNextPage ? <LoadMore pending={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()} /> : null}
        </>
      )}
    </section>
  );
}

function FeedEmpty() {
  const { t } = useTranslation('community');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <Compass className="size-10 text-muted-foreground" aria-hidden />
      <h3 className="text-xl font-semibold">{t('feed.emptyTitle')}</h3>
      <p className="max-w-md text-muted-foreground">{t('feed.emptyText')}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
        {t('feed.createFirst')}
      </Link>
    </div>
  );
}

/**
 * Nothing in the reader's language: the feed in all languages is one tap away, unless nothing is
 * shared at all (then the usual empty state).
 */
function FeedEmptyInLanguage({ sort, onShowAll }: { sort: DiscoverSort; onShowAll: () => void }) {
  const { t } = useTranslation('community');
  const all = useDiscoverFeed(sort, 'all');
  if (all.isPending) return <Spinner label={t('feed.loading')} />;
  if ((all.data?.pages[0]?.recipes.length ?? 0) === 0) return <FeedEmpty />;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <Languages className="size-10 text-muted-foreground" aria-hidden />
      <h3 className="text-xl font-semibold">{t('feed.emptyLanguageTitle')}</h3>
      <p className="max-w-md text-muted-foreground">{t('feed.emptyLanguageText')}</p>
      <Button className="mt-2" onClick={onShowAll}>
        {t('feed.showAllLanguages')}
      </Button>
    </div>
  );
}

function FeedError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('community');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-border px-6 py-16 text-center">
      <p className="text-muted-foreground">{t('feed.loadFailed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
