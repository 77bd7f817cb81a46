import { Camera, EyeOff, ImageUp, Loader2, PenLine, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { ACCEPT_ATTRIBUTE, checkImageFile, MAX_UPLOAD_MB } from '../../../lib/image-prep';

interface UploadCardProps {
  preview: string | null;
  detecting: boolean;
  /** Called with an accepted file (type and size checked). */
  onFile: (file: File) => void;
  onRemove: () => void;
  /** An error from preparing or detecting, shown inline. */
  error: string | null;
  /** False when the chef cannot see photos (the offline chef): the card says so and offers typing. */
  seesPhotos?: boolean;
  /** Starts typing the ingredients instead (prompt mode). */
  onType?: () => void;
}

/** The ingredient photo card: drag and drop, file dialog, camera on phones, preview and remove. */
export function UploadCard({ preview, detecting, onFile, onRemove, error, seesPhotos = true, onType }: UploadCardProps) {
  const { t } = useTranslation('creator');
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const errorId = useId();

  function accept(files: FileList | null) {
    const file = files?.[0]; // single mode: only the first file is kept
    if (!file) return;
    const found = checkImageFile(file);
    if (found?.kind === 'type') return setProblem(t('upload.errors.type'));
    if (found?.kind === 'size') return setProblem(t('upload.errors.size', { max: found.maxMb, size: found.sizeMb }));
    setProblem(null);
    onFile(file);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    accept(event.target.files);
    event.target.value = ''; // the same file can be chosen again
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!detecting) accept(event.dataTransfer.files);
  }

  const shown = problem ?? error;
  return (
    <Card className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <ImageUp className="size-5 text-primary" aria-hidden />
        {t('upload.title')}
      </h2>
      {seesPhotos ? null : <NoVisionNote onType={onType} />}
      {preview ? (
        <PhotoPreview preview={preview} detecting={detecting} onRemove={onRemove} />
      ) : (
        <Dropzone
          dragging={dragging}
          setDragging={setDragging}
          onDrop={onDrop}
          onBrowse={() => fileInput.current?.click()}
          onCamera={() => cameraInput.current?.click()}
        />
      )}
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('upload.browse')}
        aria-describedby={shown ? errorId : undefined}
        data-testid="upload-input"
        onChange={onChange}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('upload.camera')}
        onChange={onChange}
      />
      {shown ? (
        <p id={errorId} role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </Card>
  );
}

/** The offline chef cannot see photos: said before a photo is chosen, with typing offered instead. */
function NoVisionNote({ onType }: { onType?: () => void }) {
  const { t } = useTranslation('creator');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm" data-testid="no-vision-note">
      <p className="flex items-start gap-2">
        <EyeOff className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          <strong className="block">{t('photo.offlineTitle')}</strong>
          {t('photo.offlineText')}
        </span>
      </p>
      {onType ? (
        <Button variant="outline" className="self-start" onClick={onType}>
          <PenLine className="size-4" aria-hidden />
          {t('photo.typeInstead')}
        </Button>
      ) : null}
    </div>
  );
}

function PhotoPreview({ preview, detecting, onRemove }: { preview: string; detecting: boolean; onRemove: () => void }) {
  const { t } = useTranslation('creator');
  return (
    <div className="relative overflow-hidden rounded-xl border border-border">
      <img src={preview} alt={t('upload.preview')} className="max-h-72 w-full object-cover" />
      {detecting ? (
        <div className="absolute inset-0 flex items-center justify-center gap-2 bg-background/70 font-medium" role="status">
          <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
          {t('upload.detecting')}
        </div>
      ) : null}
      <Button
        variant="secondary"
        size="icon"
        className="absolute top-2 right-2 rounded-full shadow"
        onClick={onRemove}
        aria-label={t('upload.remove')}
      >
        <X className="size-5" aria-hidden />
      </Button>
    </div>
  );
}

interface DropzoneProps {
  dragging: boolean;
  setDragging: (dragging: boolean) => void;
  onDrop: (event: DragEvent<HTMLDivElement>) => void;
  onBrowse: () => void;
  onCamera: () => void;
}

/** Drag and drop, the file dialog, and on phones the camera. */
function Dropzone({ dragging, setDragging, onDrop, onBrowse, onCamera }: DropzoneProps) {
  const { t } = useTranslation('creator');
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="upload-dropzone"
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-border',
      )}
    >
      <ImageUp className="size-10 text-muted-foreground" aria-hidden />
      <p>
        {dragging ? t('upload.dropActive') : t('upload.drop')}{' '}
        <button
          type="button"
          className="font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          onClick={onBrowse}
        >
          {t('upload.browse')}
        </button>
      </p>
      <p className="text-sm text-muted-foreground">{t('upload.types', { max: MAX_UPLOAD_MB })}</p>
      <Button variant="outline" className="mt-2 md:hidden" onClick={onCamera}>
        <Camera className="size-4" aria-hidden />
        {t('upload.camera')}
      </Button>
      <p className="text-xs text-muted-foreground md:hidden">{t('upload.cameraHint')}</p>
    </div>
  );
}
