import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allowanceWords } from '#core/kernel/plans';
import { useFormat } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/document-title';
import { LEGAL_UPDATED, readOperator } from '../operator';
import { LegalText } from './legal-text';

const PRIVACY_SECTIONS = ['controller', 'data', 'photos', 'household', 'models', 'payments', 'cookies', 'local', 'retention', 'processors', 'rights'] as const;
const TERMS_SECTIONS = ['service', 'account', 'plans', 'credits', 'cancel', 'ai', 'community', 'liability', 'foodData', 'changes', 'law'] as const;

function LegalLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation('legal');
  const { date } = useFormat();
  const operator = readOperator();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 break-words hyphens-auto sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('updated', { date: date(LEGAL_UPDATED, { dateStyle: 'long' }) })}</p>
      <p className="mt-6 text-lg">{intro}</p>
      {operator.placeholder ? (
        <p role="note" className="mt-6 flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t('placeholderNotice')}
        </p>
      ) : null}
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** `/privacy`: what Forkcast stores, why, who helps, and the user's rights. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('titles.privacy'));
  const op = readOperator();
  return (
    <LegalLayout title={t('privacy.title')} intro={t('privacy.intro')}>
      {PRIVACY_SECTIONS.map((s) => (
        <Section key={s} id={s} title={t(`privacy.${s}.title`)}>
          <LegalText text={t(`privacy.${s}.body`, { name: op.name, address: op.address, email: op.email })} />
        </Section>
      ))}
    </LegalLayout>
  );
}

/** `/terms`: the terms of use. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('titles.terms'));
  const op = readOperator();
  const { number } = useFormat();
  const allowances = allowanceWords(number);
  return (
    <LegalLayout title={t('terms.title')} intro={t('terms.intro', { name: op.name })}>
      {TERMS_SECTIONS.map((s) => (
        <Section key={s} id={s} title={t(`terms.${s}.title`)}>
          <LegalText text={t(`terms.${s}.body`, { name: op.name, email: op.email, ...allowances })} />
        </Section>
      ))}
    </LegalLayout>
  );
}

/** `/imprint`: the provider's name, address and contact, from build-time variables. */
export function ImprintPage() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('titles.imprint'));
  const op = readOperator();
  return (
    <LegalLayout title={t('imprint.title')} intro={t('imprint.intro')}>
      <Section id="provider" title={t('imprint.provider')}>
        <address className="leading-relaxed not-italic">
          <span className="block font-medium">{op.name}</span>
          <span className="block whitespace-pre-line text-muted-foreground">{op.address}</span>
        </address>
      </Section>
      <Section id="contact" title={t('imprint.contact')}>
        <p className="text-muted-foreground">
          {t('operator.email')}:{' '}
          <a className="text-primary underline" href={`mailto:${op.email}`}>
            {op.email}
          </a>
        </p>
      </Section>
      <Section id="responsible" title={t('imprint.responsible')}>
        <p className="text-muted-foreground">
          {op.name}, {op.address}
        </p>
      </Section>
      <Section id="dispute" title={t('imprint.dispute')}>
        <LegalText text={t('imprint.disputeBody')} />
      </Section>
    </LegalLayout>
  );
}
