import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useLogout, type Me } from '../../../lib/session';

/** The avatar button: the user's name and email, dashboard, settings and logout. */
export function UserMenu({ user }: { user: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = user.google_user_data.name || user.email;
  return (
    <DropdownMenu modal={false}>
      {/* Named by hidden text, not aria-label: the initials shown are decoration beside it. */}
      <DropdownMenuTrigger className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        <Avatar name={name} picture={user.google_user_data.picture} size="sm" />
        <span className="sr-only">{t('shell.accountMenu', { name })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold text-foreground">{name}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/dashboard')}>
          <LayoutDashboard aria-hidden className="size-4" />
          {t('nav.dashboard')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate('/settings')}>
          <Settings aria-hidden className="size-4" />
          {t('nav.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden className="size-4" />
          {t('auth.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
