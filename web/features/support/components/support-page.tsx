import { ArrowLeft, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { ContactForm } from './contact-form';
import { FaqSection } from './faq-section';
import { TicketForm } from './ticket-form';

/** `/support` (docs/product.md "Support"): searchable FAQ, contact form, bug report and feature request, back to settings. */
export function SupportPage() {
  const { t } = useTranslation('support');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  if (!user) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/settings" className={buttonClass('ghost', 'sm', '-ml-3')}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('backToSettings')}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <a href="#contact" className={buttonClass('outline', 'md')}>
          <Mail aria-hidden className="size-4" />
          {t('contactLink')}
        </a>
      </div>
      <div className="mt-8 space-y-6">
        <FaqSection />
        <ContactForm defaultName={user.google_user_data.name} defaultEmail={user.email} />
        <div className="grid gap-6 md:grid-cols-2">
          <TicketForm kind="bug" />
          <TicketForm kind="feature" />
        </div>
      </div>
    </div>
  );
}
