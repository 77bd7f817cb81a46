import { LogIn, Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSession, useSignIn } from '../../../lib/session';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from '../nav-links';
import { LanguageMenu, UserMenu } from './lazy-menus';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The header (docs/product.md "Navigation"): logo to /, the desktop links, language, theme, avatar and
 * logout; under 768 px a hamburger opens a sliding menu. `overlay` draws it transparent over the
 * landing video.
 */
export function AppHeader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const signIn = useSignIn();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(toggleRef);
  const links = user ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  // Seven signed-in links do not fit beside the controls below 1280 px (German labels are long):
  // there they show as icons with their label as the accessible name and tooltip.
  const compact = links.length > 4;

  return (
    <header
      className={cn(
        'no-print z-30 w-full',
        overlay
          ? 'absolute inset-x-0 top-0 text-white'
          : 'sticky top-0 border-b border-border bg-background/85 backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          aria-label={t('shell.homeLink')}
        >
          <Logo />
        </Link>

        <nav aria-label={t('shell.mainNav')} className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  title={compact ? t(link.labelKey) : undefined}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      compact && 'inline-flex items-center xl:inline',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                      overlay ? 'hover:bg-white/15' : 'hover:bg-muted',
                      isActive && (overlay ? 'bg-white/15' : 'bg-muted text-primary'),
                    )
                  }
                >
                  {compact ? (
                    <>
                      <link.icon className="size-5 xl:hidden" aria-hidden />
                      <span className="sr-only xl:not-sr-only">{t(link.labelKey)}</span>
                    </>
                  ) : (
                    t(link.labelKey)
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <LanguageMenu />
            <ThemeToggle />
          </div>
          {!isPending && !user ? (
            <div className="ml-1 hidden md:block">
              <Button size="sm" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
                <LogIn aria-hidden className="size-4" />
                {t('auth.signIn')}
              </Button>
            </div>
          ) : null}
          {user ? (
            <div className="ml-1 hidden md:block">
              <UserMenu user={user} />
            </div>
          ) : null}
          <button
            ref={toggleRef}
            type="button"
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-lg md:hidden',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              overlay ? 'hover:bg-white/15' : 'hover:bg-muted',
            )}
            aria-expanded={menu.open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t(menu.open ? 'shell.closeMenu' : 'shell.openMenu')}
            onClick={menu.toggle}
          >
            {menu.open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      {menu.open ? (
        <MobileMenu
          id={MOBILE_MENU_ID}
          links={links}
          user={user}
          onNavigate={menu.close}
        />
      ) : null}
    </header>
  );
}
