import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { useDiscoverFeed } from '../api/get-discover-feed';
import type { DiscoverSort } from '../lib/feed-paging';
import { DiscoverCard, DiscoverCardSkeleton } from './discover-card';
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

/** The community feed: sort selector, cards, load more, empty and loading states. */
export function DiscoverFeed({ sort, onSortChange }: DiscoverFeedProps) {
  const { t } = useTranslation('community');
  useDocumentTitle(t('pageTitle.discover'));
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
        <SortSelector sort={sort} onChange={onSortChange} />
      </header>
      <section aria-labelledby="discover-results" className="mt-6">
        <h2 id="discover-results" className="sr-only">
          {t(`feed.sort.${sort}`)}
        </h2>
        <FeedResults sort={sort} />
      </section>
    </div>
  );
}

/** One sort's pages; a 403 sends to /pricing with the server's message, other failures toast. */
function FeedResults({ sort }: { sort: DiscoverSort }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const feed = useDiscoverFeed(sort);
  const recipes = uniqueById(feed.data?.pages.flatMap((page) => page.recipes) ?? []);

  useEffect(() => {
    const err = feed.error;
    if (!err) return;
    if (isApiError(err, 403)) {
      toast('error', err.message || t('feed.accessDenied'));
      void navigate('/pricing', { replace: true });
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
  if (recipes.length === 0) return <FeedEmpty />;
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.map((recipe) => (
          <li key={recipe.shared_recipe_id} className="flex min-w-0 [&>article]:min-w-0 [&>article]:flex-1">
            <DiscoverCard recipe={recipe} />
          </li>
        ))}
      </ul>
      {feed.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
            {feed.isFetchingNextPage ? <Spinner label={t('feed.loading')} /> : null}
            {t('feed.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
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
