import { Award, Crown, Medal, Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useLeaderboard, type LeaderboardRow } from '../api/get-leaderboard';
import { useMyRank } from '../api/get-my-rank';
import { ANONYMOUS } from './recipe-labels';
import { RelativeTime } from './relative-time';
import { useDocumentTitle } from '../../../lib/document-title';

const podium = {
  1: { key: 'champion', Icon: Crown, tone: 'text-amber-500' },
  2: { key: 'runnerUp', Icon: Medal, tone: 'text-slate-400' },
  3: { key: 'thirdPlace', Icon: Award, tone: 'text-orange-600' },
} as const;

function podiumOf(rank: number) {
  return rank === 1 || rank === 2 || rank === 3 ? podium[rank] : null;
}

/** The leaderboard: personal rank card, then a table (768 px and wider) or cards (narrower). */
export function LeaderboardView() {
  const { t } = useTranslation('community');
  useDocumentTitle(t('pageTitle.leaderboard'));
  const board = useLeaderboard();
  const wide = useMediaQuery('(min-width: 768px)');

  useEffect(() => {
    if (board.error) toast('error', t('leaderboard.loadFailed'));
  }, [board.error, t]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Trophy className="size-7 text-amber-500" aria-hidden />
          {t('leaderboard.title')}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('leaderboard.subtitle')}</p>
      </header>
      <MyRankCard />
      {board.isPending ? (
        <PageSpinner />
      ) : board.isError ? (
        <p role="alert" className="rounded-2xl border border-border p-6 text-center text-muted-foreground">
          {t('leaderboard.loadFailed')}
        </p>
      ) : board.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {t('leaderboard.empty')}
        </p>
      ) : wide ? (
        <LeaderboardTable rows={board.data} />
      ) : (
        <LeaderboardCards rows={board.data} />
      )}
    </div>
  );
}

function MyRankCard() {
  const { t } = useTranslation('community');
  const format = useFormat();
  const mine = useMyRank();
  const data = mine.data;
  return (
    <section
      aria-labelledby="my-rank-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary/30 bg-primary/5 p-5"
      data-testid="my-rank"
    >
      <div>
        <h2 id="my-rank-heading" className="text-sm font-medium text-muted-foreground">
          {t('leaderboard.yourRank')}
        </h2>
        <p className="text-3xl font-bold">
          {mine.isPending ? '…' : data?.rank ? t('leaderboard.rankValue', { rank: data.rank }) : t('leaderboard.notRanked')}
        </p>
      </div>
      {data ? (
        <dl className="flex gap-6 text-center">
          <div>
            <dt className="text-xs text-muted-foreground">{t('leaderboard.columns.recipes')}</dt>
            <dd className="text-xl font-semibold">{format.number(data.total_recipes)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('leaderboard.columns.score')}</dt>
            <dd className="text-xl font-semibold">{format.number(data.score)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation('community');
  const place = podiumOf(rank);
  if (!place) return <span className="font-semibold tabular-nums">{t('leaderboard.rankValue', { rank })}</span>;
  const { Icon, key, tone } = place;
  return (
    <span className="inline-flex items-center gap-1.5 font-semibold">
      <Icon className={cn('size-5', tone)} aria-hidden />
      <span className="tabular-nums">{t('leaderboard.rankValue', { rank })}</span>
      <span className="sr-only">{t(`leaderboard.places.${key}`)}</span>
    </span>
  );
}

function Chef({ row, own }: { row: LeaderboardRow; own: boolean }) {
  const { t } = useTranslation('community');
  const place = podiumOf(row.rank_position);
  const anonymous = row.display_name === ANONYMOUS;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={anonymous ? '?' : row.display_name} picture={row.profile_picture_url} size="md" />
      <div className="min-w-0">
        <p className="truncate font-medium">
          {anonymous ? t('anonymous') : row.display_name}
          {own ? <span className="ml-2 text-xs font-semibold text-primary">{t('leaderboard.you')}</span> : null}
        </p>
        {place ? (
          // The badge beside says the place (#1 and, to a screen reader, "Champion"): the title alone here.
          <p className="text-xs text-muted-foreground">{t(`leaderboard.titles.${place.key}`)}</p>
        ) : null}
        {own && anonymous ? (
          <Link to="/settings#privacy" className="text-xs font-medium text-primary underline-offset-2 hover:underline">
            {t('leaderboard.showNameLink')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function LeaderboardTable({ rows }: { rows: readonly LeaderboardRow[] }) {
  const { t } = useTranslation('community');
  const format = useFormat();
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card">
      <table className="w-full">
        <caption className="sr-only">{t('leaderboard.title')}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={th}>{t('leaderboard.columns.rank')}</th>
            <th scope="col" className={th}>{t('leaderboard.columns.chef')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('leaderboard.columns.recipes')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('leaderboard.columns.score')}</th>
            <th scope="col" className={cn(th, 'text-right')}>{t('leaderboard.columns.lastActive')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const own = row.is_me;
            return (
              <tr key={row.rank_position} className={cn('border-t border-border', own && 'bg-primary/5')} aria-current={own ? 'true' : undefined}>
                <td className="px-4 py-3"><RankBadge rank={row.rank_position} /></td>
                <td className="px-4 py-3"><Chef row={row} own={own} /></td>
                <td className="px-4 py-3 text-right tabular-nums">{format.number(row.total_recipes)}</td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">{format.number(row.leaderboard_score)}</td>
                <td className="px-4 py-3 text-right text-sm text-muted-foreground">
                  {row.last_recipe_at ? <RelativeTime value={row.last_recipe_at} /> : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function LeaderboardCards({ rows }: { rows: readonly LeaderboardRow[] }) {
  const { t } = useTranslation('community');
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-3">
      {rows.map((row) => {
        const own = row.is_me;
        return (
          <li
            key={row.rank_position}
            className={cn('rounded-2xl border border-border bg-card p-4', own && 'border-primary/40 bg-primary/5')}
            aria-current={own ? 'true' : undefined}
          >
            <div className="flex items-start justify-between gap-3">
              <Chef row={row} own={own} />
              <RankBadge rank={row.rank_position} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
              <div className="rounded-lg bg-muted p-2">
                <dt className="text-xs text-muted-foreground">{t('leaderboard.columns.recipes')}</dt>
                <dd className="font-semibold tabular-nums">{format.number(row.total_recipes)}</dd>
              </div>
              <div className="rounded-lg bg-muted p-2">
                <dt className="text-xs text-muted-foreground">{t('leaderboard.columns.score')}</dt>
                <dd className="font-semibold tabular-nums">{format.number(row.leaderboard_score)}</dd>
              </div>
              <div className="rounded-lg bg-muted p-2">
                <dt className="text-xs text-muted-foreground">{t('leaderboard.columns.lastActive')}</dt>
                <dd className="font-semibold">{row.last_recipe_at ? <RelativeTime value={row.last_recipe_at} /> : '—'}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
