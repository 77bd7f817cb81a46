import { Bug, Lightbulb } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LIMITS } from '#core/schemas/support';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { useSubmitBugReport } from '../api/use-submit-bug-report';
import { useSubmitFeatureRequest } from '../api/use-submit-feature-request';
import { ticketProblem } from '../lib/validation';
import { FormField, FormStatus, inputClass } from './form-field';

/** The bug report form (`kind="bug"`) or the feature request form (`kind="feature"`): title and description. */
export function TicketForm({ kind }: { kind: 'bug' | 'feature' }) {
  const { t } = useTranslation('support');
  const id = useId();
  const bug = useSubmitBugReport();
  const feature = useSubmitFeatureRequest();
  const mutation = kind === 'bug' ? bug : feature;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const Icon = kind === 'bug' ? Bug : Lightbulb;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = ticketProblem(title, description);
    if (problem) {
      setError(t(`forms.${problem}`, { min: problem === 'titleLength' ? SUPPORT_LIMITS.titleMin : SUPPORT_LIMITS.textMin, max: problem === 'titleLength' ? SUPPORT_LIMITS.titleMax : SUPPORT_LIMITS.textMax }));
      return;
    }
    setError(null);
    mutation.mutate(
      { title: title.trim(), description: description.trim() },
      {
        onSuccess: () => {
          setTitle('');
          setDescription('');
          setSuccess(t(`${kind}.success`));
          toast('success', t(`${kind}.success`));
        },
        onError: (err) => {
          const message = isApiError(err, 429) ? t('rateLimited') : t(`${kind}.failure`);
          setError(message);
          toast('error', message);
        },
      },
    );
  };

  return (
    <section id={kind === 'bug' ? 'bug-report' : 'feature-request'} aria-labelledby={`${id}-h`} className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-h`} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden className="size-5 text-primary" />
        {t(`${kind}.title`)}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t(`${kind}.description`)}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <FormField id={`${id}-title`} label={t(`${kind}.fieldTitle`)} required hint={t('forms.counter', { count: title.length, max: SUPPORT_LIMITS.titleMax })}>
          <input
            id={`${id}-title`}
            required
            aria-required
            maxLength={SUPPORT_LIMITS.titleMax}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={error !== null && ticketProblem(title, description) !== null}
            className={inputClass}
          />
        </FormField>
        <FormField id={`${id}-description`} label={t(`${kind}.fieldDescription`)} required hint={t('forms.counter', { count: description.length, max: SUPPORT_LIMITS.textMax })}>
          <textarea
            id={`${id}-description`}
            required
            aria-required
            rows={5}
            maxLength={SUPPORT_LIMITS.textMax}
            placeholder={t(`${kind}.placeholder`)}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={error !== null && ticketProblem(title, description) !== null}
            className={inputClass}
          />
        </FormField>
        <FormStatus error={error} success={success} />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('forms.sending') : t(`${kind}.submit`)}
        </Button>
      </form>
    </section>
  );
}
