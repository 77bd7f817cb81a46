import { Camera, Loader2, ScanText, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_PAGES_MAX } from '#core/schemas/import';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api';
import type { OwnRecipe } from '../api/get-my-recipes';
import type { useImportRecipe } from '../api/import-recipe';
import { readPageText, type PageProgress } from '../lib/read-page-text';

/**
 * "Photo of a page" (docs/decisions/041-reading-recipes-photos.md): up to four photos of one
 * recipe. With a vision model on the server the pages are sent and the saved recipe opens; without
 * one (422 vision_unavailable) the browser reads them and hands the text to the text import, for
 * the cook to check and edit before importing.
 */

/** Once the server said it has no vision model, later photos are read in the browser at once. */
let serverCannotRead = false;

const toDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });

type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'reading'; progress: PageProgress } | { kind: 'failed'; message: string };

export function PhotoImport(props: {
  importRecipe: ReturnType<typeof useImportRecipe>;
  onSaved: (recipe: OwnRecipe) => void;
  onText: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('import');
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = phase.kind === 'sending' || phase.kind === 'reading';

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []).filter((file) => file.type.startsWith('image/'));
    setFiles((current) => [...current, ...chosen].slice(0, IMPORT_PAGES_MAX));
    setPhase({ kind: 'idle' });
    event.target.value = '';
  };
  const remove = (index: number) => setFiles((current) => current.filter((_, i) => i !== index));

  const readHere = async () => {
    try {
      const texts = await readPageText(files, i18n.language, (progress) => setPhase({ kind: 'reading', progress }));
      const text = texts.filter(Boolean).join('\n\n');
      if (!text) {
        setPhase({ kind: 'failed', message: t('photo.nothingRead') });
        return;
      }
      setPhase({ kind: 'idle' });
      props.onText(text);
    } catch {
      setPhase({ kind: 'failed', message: t('photo.readerFailed') });
    }
  };

  const read = async () => {
    if (files.length === 0 || busy) return;
    if (serverCannotRead) return readHere();
    setPhase({ kind: 'sending' });
    try {
      const images = await Promise.all(files.map(toDataUrl));
      const language = (['en', 'es', 'de'] as const).find((lang) => i18n.language.startsWith(lang)) ?? 'en';
      const recipe = await props.importRecipe.mutateAsync({ images, language });
      setPhase({ kind: 'idle' });
      props.onSaved(recipe);
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'vision_unavailable') {
        serverCannotRead = true;
        props.importRecipe.reset();
        return readHere();
      }
      // Other failures show the import's own error message.
      setPhase({ kind: 'idle' });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">{t('photo.label', { max: IMPORT_PAGES_MAX })}</p>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {t('photo.hint')}
      </p>
      <label
        className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-border px-3 py-3 text-sm focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary ${files.length >= IMPORT_PAGES_MAX || busy ? 'pointer-events-none opacity-50' : ''}`}
      >
        <Camera className="size-4" aria-hidden />
        <span>{t('photo.choose')}</span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint`}
          disabled={files.length >= IMPORT_PAGES_MAX || busy}
          onChange={add}
          className="sr-only"
        />
      </label>
      {files.length > 0 ? (
        <ol className="flex flex-col gap-1 text-sm" aria-label={t('photo.pages')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 rounded-md bg-muted px-2 py-1">
              <span className="truncate">{t('photo.page', { n: index + 1, name: file.name })}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={busy}
                aria-label={t('photo.remove', { n: index + 1 })}
                className="rounded p-1 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <div aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {phase.kind === 'sending' ? (
          <span className="flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('photo.sending')}
          </span>
        ) : null}
        {phase.kind === 'reading' ? <ReadingProgress progress={phase.progress} /> : null}
      </div>
      {phase.kind === 'failed' ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {phase.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" onClick={() => void read()} disabled={files.length === 0 || busy}>
          <ScanText className="size-4" aria-hidden />
          {t('photo.read')}
        </Button>
      </div>
    </div>
  );
}

function ReadingProgress({ progress }: { progress: PageProgress }) {
  const { t } = useTranslation('import');
  const label =
    progress.stage === 'loading'
      ? t('photo.loadingReader')
      : t('photo.readingPage', { n: progress.page + 1, total: progress.pages });
  return (
    <div className="flex flex-col gap-1">
      <span className="flex items-center gap-2">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {label}
      </span>
      <progress className="h-2 w-full" max={1} value={progress.stage === 'loading' ? undefined : progress.progress} aria-label={label} />
    </div>
  );
}
