import { NotebookPen, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX_LENGTH } from '#core/schemas/recipe-detail';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { MarkdownText } from '../../../components/inline-markdown';

interface NotesPanelProps {
  /** The saved notes. */
  notes: string | null;
  /** Saves the text; rejects on failure. */
  onSave: (notes: string) => Promise<unknown>;
}

type Mode = 'view' | 'edit' | 'saving';

/** Personal notes: view -> edit -> saving -> view; cancel restores the saved text. */
export function NotesPanel({ notes, onSave }: NotesPanelProps) {
  const { t } = useTranslation('recipes');
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState(notes ?? '');

  const startEdit = () => {
    setDraft(notes ?? '');
    setMode('edit');
  };
  const cancel = () => {
    setDraft(notes ?? '');
    setMode('view');
  };
  const save = async () => {
    setMode('saving');
    try {
      await onSave(draft);
      toast('success', t('notes.saved'));
      setMode('view');
    } catch {
      toast('error', t('notes.failed'));
      setMode('edit');
    }
  };

  return (
    <Card
      className={`p-5 print:border-0 print:bg-transparent print:p-0 print:shadow-none ${notes ? '' : 'print:hidden'}`}
      data-testid="notes-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <NotebookPen className="size-5 text-primary" aria-hidden />
          {t('notes.title')}
        </h2>
        {mode === 'view' ? (
          <Button variant="outline" size="sm" onClick={startEdit} className="whitespace-nowrap print:hidden">
            <Pencil className="size-4" aria-hidden />
            {notes ? t('notes.edit') : t('notes.add')}
          </Button>
        ) : null}
      </div>
      {mode === 'view' ? (
        notes ? (
          <div className="mt-3 space-y-2" data-testid="notes-text">
            <MarkdownText text={notes} />
          </div>
        ) : (
          <p className="mt-3 text-muted-foreground print:hidden">{t('notes.empty')}</p>
        )
      ) : (
        <div className="mt-3 space-y-3">
          <label htmlFor={`${id}-notes`} className="sr-only">
            {t('notes.label')}
          </label>
          <textarea
            id={`${id}-notes`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={NOTES_MAX_LENGTH}
            rows={5}
            disabled={mode === 'saving'}
            autoFocus
            aria-describedby={`${id}-counter`}
            className="w-full rounded-lg border border-border bg-background p-3 focus-visible:outline-2 focus-visible:outline-primary"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id={`${id}-counter`} className="text-xs text-muted-foreground">
              {t('notes.counter', { count: draft.length, max: NOTES_MAX_LENGTH })}
            </span>
            <div className="flex gap-2">
              <Button variant="ghost" onClick={cancel} disabled={mode === 'saving'}>
                {t('notes.cancel')}
              </Button>
              <Button onClick={() => void save()} disabled={mode === 'saving'}>
                {mode === 'saving' ? <Spinner label={t('notes.saving')} /> : null}
                {mode === 'saving' ? t('notes.saving') : t('notes.save')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}
