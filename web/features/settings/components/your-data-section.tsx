import { Download, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { saveFile, useExportData } from '../api/use-export-data';
import { useImportData } from '../api/use-import-data';
import { SettingsSection } from './settings-section';

/** The import's failures people can act on, by status; others as the API error code says. */
function importProblem(err: unknown, t: TFunction): string {
  if (isApiError(err, 400)) return t('import.invalid');
  if (isApiError(err, 413)) return t('import.tooLarge');
  if (isApiError(err, 415)) return t('import.notZip');
  return errorMessage(err, t, t('import.failed'));
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** "Your data" (`#your-data`): download everything as a zip, and import such a zip back. */
export function YourDataSection() {
  const { t } = useTranslation('export');
  return (
    <SettingsSection id="your-data" title={t('title')} description={t('description')}>
      <div className="space-y-6">
        <ExportPart />
        <ImportPart />
      </div>
    </SettingsSection>
  );
}

function ExportPart() {
  const { t } = useTranslation('export');
  const [received, setReceived] = useState(0);
  const exporting = useExportData(setReceived);
  const [savedAs, setSavedAs] = useState<string | null>(null);

  const start = () => {
    setReceived(0);
    setSavedAs(null);
    exporting.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file);
        setSavedAs(file.fileName);
      },
    });
  };

  return (
    <div>
      <h3 className="font-medium">{t('export.title')}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('export.body')}</p>
      <Button className="mt-3" onClick={start} disabled={exporting.isPending} aria-describedby="export-status">
        {exporting.isPending ? <Spinner className="size-4" /> : <Download aria-hidden className="size-4" />}
        {exporting.isPending ? t('export.preparing') : t('export.button')}
      </Button>
      <p id="export-status" role="status" className="mt-2 text-sm text-muted-foreground">
        {exporting.isPending && received > 0 ? t('export.progress', { size: megabytes(received) }) : null}
        {exporting.isSuccess && savedAs ? t('export.done', { file: savedAs }) : null}
      </p>
      {exporting.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorMessage(exporting.error, t, t('export.failed'))}
        </p>
      ) : null}
    </div>
  );
}

function ImportPart() {
  const { t } = useTranslation('export');
  const id = useId();
  const importing = useImportData();
  const [file, setFile] = useState<File | null>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (importing.isSuccess || importing.isError) result.current?.focus();
  }, [importing.isSuccess, importing.isError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importing.mutate(file);
  };

  const summary = importing.data;
  return (
    <form onSubmit={submit}>
      <h3 className="font-medium">{t('import.title')}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{t('import.body')}</p>
      <label htmlFor={`${id}-file`} className="mt-3 block text-sm font-medium">
        {t('import.fileLabel')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input
          id={`${id}-file`}
          type="file"
          accept=".zip,application/zip"
          className="min-w-0 max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-sm file:font-medium file:text-foreground"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            importing.reset();
          }}
        />
        <Button type="submit" variant="outline" disabled={!file || importing.isPending}>
          {importing.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden className="size-4" />}
          {importing.isPending ? t('import.importing') : t('import.button')}
        </Button>
      </div>
      <div ref={result} tabIndex={-1} className="mt-3 text-sm outline-none" aria-live="polite">
        {summary ? (
          <div className="rounded-lg border border-border bg-muted/40 p-3">
            <p className="font-medium">{t('import.done')}</p>
            <ul className="mt-1 list-disc pl-5">
              <li>{t('import.recipes', { count: summary.recipes })}</li>
              <li>{t('import.photos', { count: summary.photos })}</li>
              <li>{t('import.pantry', { count: summary.pantry })}</li>
              <li>{t('import.shopping', { count: summary.shopping })}</li>
              <li>{t('import.meals', { count: summary.meals })}</li>
              {summary.diet_profile ? <li>{t('import.diet')}</li> : null}
            </ul>
            {summary.recipes_skipped > 0 ? <p className="mt-2 text-muted-foreground">{t('import.skipped', { count: summary.recipes_skipped })}</p> : null}
          </div>
        ) : null}
        {importing.isError ? (
          <div role="alert" className="text-danger">
            <p>{importProblem(importing.error, t)}</p>
            {isApiError(importing.error, 400) && importing.error.details ? (
              <p className="mt-1 break-words text-muted-foreground">{importing.error.details}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
