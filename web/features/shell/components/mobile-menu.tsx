import { LayoutDashboard, LogIn, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLogout, useSignIn, type Me } from '../../../lib/session';
import type { NavLinkItem } from '../nav-links';
import { LanguageMenu } from './lazy-menus';
import { ThemeToggle } from './theme-toggle';

interface MobileMenuProps {
  id: string;
  links: readonly NavLinkItem[];
  user: Me | null;
  /** Called when a link is chosen (the route change closes the menu too; this covers the current page). */
  onNavigate: () => void;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-medium',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    isActive ? 'bg-muted text-primary' : 'hover:bg-muted',
  );

/** The sliding menu under 768 px: links, account, language, theme, sign in or out. */
export function MobileMenu({ id, links, user, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const signIn = useSignIn();
  const accountLinks = user
    ? [
        { to: '/dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard },
        { to: '/settings', labelKey: 'nav.settings', icon: Settings },
      ]
    : [];

  return (
    <nav
      id={id}
      aria-label={t('shell.mobileNav')}
      className="animate-slide-down absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background text-foreground shadow-xl md:hidden"
    >
      <div className="mx-auto max-w-6xl space-y-1 px-4 py-4">
        {user ? (
          <div className="mb-3 flex items-center gap-3 rounded-xl bg-muted px-3 py-3">
            <Avatar name={user.google_user_data.name || user.email} picture={user.google_user_data.picture} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.google_user_data.name}</p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </div>
        ) : null}
        <ul className="space-y-1">
          {[...links, ...accountLinks].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={itemClass} onClick={onNavigate}>
                <link.icon aria-hidden className="size-5 text-muted-foreground" />
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between border-t border-border pt-3">
          <LanguageMenu />
          <ThemeToggle />
        </div>
        {user ? (
          <Button variant="outline" className="w-full" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden className="size-4" />
            {t('auth.logout')}
          </Button>
        ) : (
          <Button className="w-full" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
            <LogIn aria-hidden className="size-4" />
            {t('auth.signIn')}
          </Button>
        )}
      </div>
    </nav>
  );
}
