import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LIMITS, SUPPORT_SUBJECTS, type SupportSubject } from '#core/schemas/support';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { useSubmitContact } from '../api/use-submit-contact';
import { contactProblem } from '../lib/validation';
import { FormField, FormStatus, inputClass } from './form-field';

/** The contact form: name and email prefilled from the account, a subject and a message. */
export function ContactForm({ defaultName, defaultEmail }: { defaultName: string; defaultEmail: string }) {
  const { t } = useTranslation('support');
  const id = useId();
  const mutation = useSubmitContact();
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState(defaultEmail);
  const [subject, setSubject] = useState<SupportSubject>('general');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = contactProblem(name, email, message);
    if (problem) {
      setError(t(`forms.${problem}`, { min: SUPPORT_LIMITS.textMin, max: SUPPORT_LIMITS.textMax }));
      return;
    }
    setError(null);
    const replyTo = email.trim();
    mutation.mutate(
      { name: name.trim(), email: replyTo, subject, message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          setSuccess(t('contact.success', { email: replyTo }));
          toast('success', t('contact.success', { email: replyTo }));
        },
        onError: (err) => {
          const text = isApiError(err, 429) ? t('rateLimited') : t('contact.failure');
          setError(text);
          toast('error', text);
        },
      },
    );
  };

  return (
    <section id="contact" aria-labelledby={`${id}-h`} className="scroll-mt-24 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-h`} className="flex items-center gap-2 text-xl font-semibold">
        <Mail aria-hidden className="size-5 text-primary" />
        {t('contact.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('contact.description')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={t('contact.name')} required>
          <input id={`${id}-name`} required aria-required autoComplete="name" maxLength={SUPPORT_LIMITS.nameMax} value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
        </FormField>
        <FormField id={`${id}-email`} label={t('contact.email')} required>
          <input id={`${id}-email`} type="email" required aria-required autoComplete="email" maxLength={SUPPORT_LIMITS.emailMax} value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField id={`${id}-subject`} label={t('contact.subject')} required>
            <select id={`${id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value as SupportSubject)} className={inputClass}>
              {SUPPORT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`contact.subjects.${s}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField id={`${id}-message`} label={t('contact.message')} required hint={t('forms.counter', { count: message.length, max: SUPPORT_LIMITS.textMax })}>
            <textarea id={`${id}-message`} required aria-required rows={6} maxLength={SUPPORT_LIMITS.textMax} value={message} onChange={(e) => setMessage(e.target.value)} className={inputClass} />
          </FormField>
        </div>
        <div className="space-y-3 sm:col-span-2">
          <FormStatus error={error} success={success} />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('forms.sending') : t('contact.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
