import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_LENGTH } from '#core/schemas/community';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface ReviewFormProps {
  /** The reader's own review, when they wrote one: the box edits it. */
  initialText: string;
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
}

/**
 * The review box: counter n/500, 'Please write a review' when blank. A new review clears the box
 * once sent; an own review stays in it, editable (one review per user, updatable).
 */
export function ReviewForm({ initialText, onSubmit, pending }: ReviewFormProps) {
  const { t } = useTranslation('community');
  const editing = initialText.length > 0;
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(t('reviews.blank'));
      return;
    }
    setError(null);
    try {
      await onSubmit(trimmed);
      setText(editing ? trimmed : '');
    } catch {
      // The caller shows the failure; the text stays for another try.
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
      <label htmlFor="review-text" className="text-sm font-medium">
        {editing ? t('reviews.editLabel') : t('reviews.label')}
      </label>
      <textarea
        id="review-text"
        value={text}
        maxLength={MAX_REVIEW_LENGTH}
        rows={4}
        placeholder={t('reviews.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="review-counter review-error"
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        className={cn(
          'w-full rounded-lg border border-border bg-background px-3 py-2',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
          error && 'border-danger',
        )}
      />
      <div className="flex items-center justify-between gap-3">
        <span id="review-counter" className="text-xs text-muted-foreground" aria-live="polite">
          {t('reviews.counter', { count: text.length, max: MAX_REVIEW_LENGTH })}
        </span>
        <Button type="submit" size="sm" disabled={pending}>
          {editing ? t('reviews.update') : t('reviews.submit')}
        </Button>
      </div>
      <p id="review-error" role="alert" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </form>
  );
}
