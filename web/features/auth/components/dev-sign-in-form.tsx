import { LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlanType, PLAN_TYPES } from '#core/kernel/plans';
import type { DevCodeInput } from '#core/schemas/auth';
import { Button } from '../../../components/ui/button';

const inputClass =
  'mt-1 block h-10 w-full rounded-lg border border-border bg-background px-3 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary';

interface DevSignInFormProps {
  disabled: boolean;
  onSubmit: (input: DevCodeInput) => void;
}

/** Any email and name (and, for a new user, a plan to start on). */
export function DevSignInForm({ disabled, onSubmit }: DevSignInFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [plan, setPlan] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), name: name.trim(), ...(isPlanType(plan) ? { planType: plan } : {}) });
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        {t('dev.email')}
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={inputClass}
        />
      </label>
      <label htmlFor={`${id}-name`} className="text-sm font-medium">
        {t('dev.name')}
        <input
          id={`${id}-name`}
          required
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
        />
      </label>
      <label htmlFor={`${id}-plan`} className="text-sm font-medium sm:col-span-2">
        {t('dev.plan')}
        <select id={`${id}-plan`} value={plan} onChange={(e) => setPlan(e.target.value)} className={inputClass}>
          <option value="">{t('dev.planDefault')}</option>
          {PLAN_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`common:plans.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" disabled={disabled} className="sm:col-span-2">
        <LogIn aria-hidden className="size-4" />
        {t('dev.continue')}
      </Button>
    </form>
  );
}
