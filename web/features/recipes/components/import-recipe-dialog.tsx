import { Download, Loader2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IMPORT_TEXT_MAX, IMPORT_URL_MAX } from '#core/schemas/import';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiRequestError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { useImportRecipe } from '../api/import-recipe';
import { PhotoImport } from './photo-import';

type Mode = 'url' | 'text' | 'photo';
const MODES: Mode[] = ['url', 'text', 'photo'];
const FIELD_CLASS =
  'w-full rounded-lg border border-border bg-background px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary';

/** "example.com/soup" as people type it becomes "https://example.com/soup"; any written scheme is kept. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);

/** The import's own messages for the codes it expects; anything else the shared translation. */
function importError(err: unknown, t: (key: string) => string, tCommon: Parameters<typeof errorMessage>[1]): string {
  if (err instanceof ApiRequestError) {
    if (err.code === 'no_recipe_found') return t('errors.noRecipe');
    if (err.code === 'url_not_allowed') return t('errors.urlNotAllowed');
    if (err.code === 'rate_limited') return t('errors.rateLimited');
    if (err.code === 'upstream_failed') return t('errors.unreachable');
    if (err.code === 'validation_failed') return t('errors.invalid');
  }
  return errorMessage(err, tCommon);
}

/** "Import recipe" on My recipes: a page address or pasted text, then the saved recipe's page. */
export function ImportRecipeButton() {
  const { t } = useTranslation('import');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Download className="size-4" aria-hidden />
        {t('open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('title')} description={t('description')}>
        <ImportForm />
      </Dialog>
    </>
  );
}

function ImportForm() {
  const { t } = useTranslation('import');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const importRecipe = useImportRecipe();
  const [mode, setMode] = useState<Mode>('url');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  /** The text came from a photo read in the browser: the cook checks it before importing. */
  const [fromPhoto, setFromPhoto] = useState(false);
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ url: null, text: null, photo: null });
  const value = mode === 'url' ? url.trim() : text.trim();

  const choose = (next: Mode) => {
    setMode(next);
    importRecipe.reset();
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const step = event.key === 'ArrowRight' ? 1 : MODES.length - 1;
    const next = MODES[(MODES.indexOf(mode) + step) % MODES.length]!;
    choose(next);
    tabs.current[next]?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'photo' || !value || importRecipe.isPending) return;
    importRecipe.mutate(mode === 'url' ? { url: withScheme(value) } : { text: value }, {
      onSuccess: (recipe) => void navigate(`/recipe/${recipe.id}`),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('modeLabel')} className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {MODES.map((m) => (
          <button
            key={m}
            ref={(el) => {
              tabs.current[m] = el;
            }}
            type="button"
            role="tab"
            id={`import-tab-${m}`}
            aria-selected={mode === m}
            aria-controls={`import-panel-${m}`}
            tabIndex={mode === m ? 0 : -1}
            onClick={() => choose(m)}
            onKeyDown={onTabKey}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${mode === m ? 'bg-card shadow-sm' : 'text-muted-foreground'}`}
          >
            {t(`tabs.${m}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`import-panel-${mode}`} aria-labelledby={`import-tab-${mode}`} className="flex flex-col gap-2">
        {mode === 'photo' ? (
          <PhotoImport
            importRecipe={importRecipe}
            onSaved={(recipe) => void navigate(`/recipe/${recipe.id}`)}
            onText={(read) => {
              setText(read);
              setFromPhoto(true);
              setMode('text');
              // The read text is the next thing to check: focus it (after the panel switches).
              requestAnimationFrame(() => document.getElementById('import-text')?.focus());
            }}
          />
        ) : mode === 'url' ? (
          <>
            <label htmlFor="import-url" className="text-sm font-medium">{t('urlLabel')}</label>
            <input
              id="import-url"
              type="text"
              inputMode="url"
              autoComplete="off"
              value={url}
              maxLength={IMPORT_URL_MAX}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://"
              className={FIELD_CLASS}
            />
            <p className="text-xs text-muted-foreground">{t('urlHint')}</p>
          </>
        ) : (
          <>
            <label htmlFor="import-text" className="text-sm font-medium">{t('textLabel')}</label>
            {fromPhoto ? (
              <p id="import-text-note" className="rounded-lg bg-muted px-3 py-2 text-xs">
                {t('photo.review')}
              </p>
            ) : null}
            <textarea
              id="import-text"
              value={text}
              maxLength={IMPORT_TEXT_MAX}
              rows={8}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={fromPhoto ? 'import-text-note' : undefined}
              placeholder={t('textPlaceholder')}
              className={FIELD_CLASS}
            />
          </>
        )}
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {importRecipe.isPending && mode !== 'photo' ? (
          <span className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {mode === 'url' ? t('progressUrl') : t('progressText')}
          </span>
        ) : null}
      </div>
      {importRecipe.isError ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {importError(importRecipe.error, t, tCommon)}
        </p>
      ) : null}
      {mode === 'photo' ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={!value || importRecipe.isPending}>
            <Download className="size-4" aria-hidden />
            {t('submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
