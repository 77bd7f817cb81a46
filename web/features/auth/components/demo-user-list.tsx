import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/errors';
import { useDevUsers } from '../api/use-dev-users';

interface DemoUserListProps {
  disabled: boolean;
  onChoose: (user: { email: string; name: string }) => void;
}

/** The seeded demo users (name, email, plan), each a button that signs in as them. */
export function DemoUserList({ disabled, onChoose }: DemoUserListProps) {
  const { t } = useTranslation('auth');
  const users = useDevUsers();

  if (users.isPending) return <Spinner className="mt-4 text-primary" />;
  if (users.isError) {
    return (
      <div role="alert" className="mt-4 text-sm text-danger">
        <p>{errorMessage(users.error, t)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void users.refetch()}>
          {t('common:common.retry')}
        </Button>
      </div>
    );
  }
  if (users.data.users.length === 0) return <p className="mt-4 text-sm">{t('dev.noDemoUsers')}</p>;

  return (
    <ul className="mt-4 space-y-2">
      {users.data.users.map((user) => (
        <li key={user.email}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose({ email: user.email, name: user.name })}
            className="flex w-full items-center gap-3 rounded-xl border border-border px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50"
          >
            <Avatar name={user.name} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{user.name}</span>
              <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
            </span>
            <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
              {t(`common:plans.${user.plan_type}`)}
            </span>
            <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
          </button>
        </li>
      ))}
    </ul>
  );
}
