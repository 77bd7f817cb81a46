import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION } from '#core/kernel/app-version';
import { cn } from '../../../lib/cn';
import { LanguageMenu } from './language-menu';

const LINKS = [
  { to: '/support', key: 'footer.support' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/imprint', key: 'footer.imprint' },
] as const;

/**
 * The footer of every page: support, privacy, terms, imprint and the language. `toolsSpace`
 * leaves room at the bottom for the signed-in kitchen tools bar (below xl) or buttons so they never hide a link
 * (docs/decisions/044-kitchen-tools-never-cover-a-control.md).
 */
export function SiteFooter({ toolsSpace = false }: { toolsSpace?: boolean }) {
  const { t } = useTranslation('legal');
  return (
    <footer className={cn('border-t border-border bg-background print:hidden', toolsSpace && 'pb-16 xl:pb-0')}>
      <div className={cn('mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between', toolsSpace && 'xl:pr-24')}>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-4 text-xs text-muted-foreground sm:justify-end">
          <span>
            {t('footer.copyright', { year: new Date().getFullYear(), name: 'Forkcast' })} · {t('footer.version', { version: APP_VERSION })}
          </span>
          <LanguageMenu className="text-foreground" label={(language) => t('footer.language', { language })} />
        </div>
      </div>
    </footer>
  );
}
