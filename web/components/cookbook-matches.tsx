import { BookOpen, ChefHat, ListPlus, UtensilsCrossed } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CookbookMatch } from '#core/schemas/cookbook';
import { Button, buttonClass } from './ui/button';
import { Spinner } from './ui/spinner';

/**
 * "Cook from what I have" (docs/product.md "Cook from what I have"): the dishes of the cookbook and
 * the cook's own recipes ranked by how much of each is at hand, shared by the creator (typed
 * ingredients) and the pantry. Each says how many of its ingredients the cook has, what is missing,
 * and offers to cook it (a cookbook dish) or open it (the cook's own); with a shopping list the
 * missing ones go to it in one tap. The heading takes focus when the answer arrives (the caller
 * passes the ref), so keyboard and screen-reader users start at the list.
 */
export type CookFromState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; matches: CookbookMatch[] };

interface CookbookMatchesProps {
  state: CookFromState;
  /** Cooks a cookbook dish (`POST /api/generate-recipe { dish_id }`). */
  onCook: (match: CookbookMatch) => void;
  /** Puts the missing items on the shopping list; resolves how many were added. Absent without a list. */
  onAddMissing?: (missing: string[]) => Promise<number>;
  onRetry?: () => void;
  /** Disables "Cook this" while a recipe is being written. */
  busy?: boolean;
}

const keyOf = (match: CookbookMatch) => `${match.kind}:${match.dish_id ?? match.recipe_id ?? match.title}`;

export const CookbookMatches = forwardRef<HTMLHeadingElement, CookbookMatchesProps>(function CookbookMatches(
  { state, onCook, onAddMissing, onRetry, busy = false },
  headingRef,
) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="cook-from">
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold focus:outline-none">
        <UtensilsCrossed className="size-5 text-primary" aria-hidden />
        {t('cookFrom.title')}
      </h2>
      {state.status === 'loading' ? <Spinner className="text-primary" label={t('cookFrom.loading')} /> : null}
      {state.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          <span>{state.message}</span>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('cookFrom.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.status === 'done' && state.matches.length === 0 ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm" role="status">
          {t('cookFrom.empty')}
        </p>
      ) : null}
      {state.status === 'done' && state.matches.length > 0 ? (
        <>
          <p className="sr-only" role="status">
            {t('cookFrom.found', { count: state.matches.length })}
          </p>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="cook-from-list">
            {state.matches.map((match) => (
              <MatchCard key={keyOf(match)} match={match} onCook={onCook} onAddMissing={onAddMissing} busy={busy} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});

type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added'; count: number } | { kind: 'failed' };

function MatchCard({ match, onCook, onAddMissing, busy }: { match: CookbookMatch; onCook: (m: CookbookMatch) => void; onAddMissing?: (missing: string[]) => Promise<number>; busy: boolean }) {
  const { t } = useTranslation('common');
  const [add, setAdd] = useState<AddState>({ kind: 'idle' });
  const total = match.have.length + match.missing.length;
  const percent = Math.round(match.share * 100);
  const addMissing = async () => {
    if (!onAddMissing) return;
    setAdd({ kind: 'adding' });
    try {
      setAdd({ kind: 'added', count: await onAddMissing(match.missing) });
    } catch {
      setAdd({ kind: 'failed' });
    }
  };
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-card p-4" data-testid="cook-from-match">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words hyphens-auto">{match.title}</h3>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
          {match.kind === 'cookbook' ? <BookOpen className="size-3.5" aria-hidden /> : <ChefHat className="size-3.5" aria-hidden />}
          {match.kind === 'cookbook' ? t('cookFrom.fromCookbook') : t('cookFrom.yourRecipe')}
        </span>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <meter min={0} max={1} value={match.share} className="h-2 w-24 shrink-0" aria-label={t('cookFrom.shareLabel', { percent })} />
        <span data-testid="cook-from-count">{t('cookFrom.atHand', { have: match.have.length, total })}</span>
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {match.missing.length > 0 ? t('cookFrom.missing', { items: match.missing.join(', ') }) : t('cookFrom.nothingMissing')}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        {match.kind === 'cookbook' ? (
          <Button size="sm" onClick={() => onCook(match)} disabled={busy} aria-label={t('cookFrom.cookLabel', { title: match.title })}>
            {t('cookFrom.cook')}
          </Button>
        ) : (
          <Link to={`/recipe/${match.recipe_id ?? ''}`} className={buttonClass('primary', 'sm')} aria-label={t('cookFrom.openLabel', { title: match.title })}>
            {t('cookFrom.open')}
          </Link>
        )}
        {onAddMissing && match.missing.length > 0 && add.kind !== 'added' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void addMissing()}
            disabled={add.kind === 'adding'}
            aria-label={t('cookFrom.addMissingLabel', { title: match.title })}
          >
            <ListPlus className="size-4" aria-hidden />
            {t('cookFrom.addMissing')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm" role="status">
        {add.kind === 'added' ? t('cookFrom.added', { count: add.count }) : add.kind === 'failed' ? t('cookFrom.addFailed') : ''}
      </p>
    </li>
  );
}
