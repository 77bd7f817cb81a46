import { Languages, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoBar } from '../../../components/info-bar';
import { Button } from '../../../components/ui/button';
import type { DiscoverRecipe } from '../api/get-discover-recipe';
import { useTranslatedRecipe } from '../api/get-translated-recipe';
import { useSession } from '../../../lib/session';
import { readerLanguage } from '../lib/reader-language';

/** What the page shows of a shared recipe: its texts, original or translated. */
export type ShownTexts = Pick<DiscoverRecipe, 'title' | 'ingredients' | 'instructions'>;

/**
 * A shared recipe in another language than the reader's: "Translate to …" asks the server for
 * it in the reader's language (docs/api.md `GET /api/discover/{id}?lang=xx`); the translated
 * view says what it was translated from, and "Show original" is one tap away. Without a model
 * (the offline chef) the server sends the original with a note, and the bar says so.
 */
export function useReaderTranslation(recipe: DiscoverRecipe) {
  const { i18n } = useTranslation('community');
  const { user } = useSession();
  // The server says when its chef cannot translate (GET /api/users/me `chef.translates`): then no "Translate" is offered.
  const offer = user?.chef.translates !== false;
  const reader = readerLanguage(i18n.resolvedLanguage);
  const foreign = recipe.language !== reader;
  const [wanted, setWanted] = useState(false);
  const translation = useTranslatedRecipe(recipe.shared_recipe_id, reader, foreign && wanted);
  const data = translation.data;
  const translated = wanted && data !== undefined && 'translated' in data && data.translated === true;
  const shown: ShownTexts = translated && data ? { title: data.title, ingredients: data.ingredients, instructions: data.instructions } : recipe;
  const bar = foreign ? (
    <TranslateBar
      from={recipe.language}
      offer={offer}
      state={
        !wanted
          ? 'original'
          : translation.isPending
            ? 'translating'
            : translation.isError
              ? 'failed'
              : data && 'translation_unavailable' in data && data.translation_unavailable
                ? 'unavailable'
                : 'translated'
      }
      onTranslate={() => {
        setWanted(true);
        if (translation.isError) void translation.refetch();
      }}
      onShowOriginal={() => setWanted(false)}
    />
  ) : null;
  return { shown, bar };
}

type BarState = 'original' | 'translating' | 'translated' | 'unavailable' | 'failed';

function TranslateBar({
  from,
  offer,
  state,
  onTranslate,
  onShowOriginal,
}: {
  from: DiscoverRecipe['language'];
  /** Whether a translation can be asked for at all. */
  offer: boolean;
  state: BarState;
  onTranslate: () => void;
  onShowOriginal: () => void;
}) {
  const { t } = useTranslation('community');
  // The bar's button changes with its state (Translate, then Show original): after a tap, focus
  // follows to what replaced it (the status while there is no button), never lost to the page.
  const acted = useRef(false);
  const status = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    (action.current ?? status.current)?.focus();
  }, [state]);
  const act = (then: () => void) => () => {
    acted.current = true;
    then();
  };
  return (
    <InfoBar label={t('translate.action')} icon={Languages} data-testid="translate-bar" className="text-sm">
      <div ref={status} tabIndex={-1} role="status" className="min-w-40 flex-1">
        {state === 'translated' ? <span className="font-medium">{t(`translate.from.${from}`)}</span> : null}
        {state === 'translating' ? (
          <span className="inline-flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('translate.translating')}
          </span>
        ) : null}
        {state === 'unavailable' ? <span>{t('translate.unavailable')}</span> : null}
        {state === 'failed' ? <span className="text-danger">{t('translate.failed')}</span> : null}
        {state === 'original' ? <span className="text-muted-foreground">{t(`card.writtenIn.${from}`)}</span> : null}
      </div>
      {offer && (state === 'original' || state === 'failed') ? (
        <Button ref={action} size="sm" onClick={act(onTranslate)}>
          {t('translate.action')}
        </Button>
      ) : null}
      {state === 'translated' ? (
        <Button ref={action} size="sm" variant="outline" onClick={act(onShowOriginal)}>
          {t('translate.showOriginal')}
        </Button>
      ) : null}
    </InfoBar>
  );
}
