import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toaster';
import { onSessionEvent, type SessionEvent } from '../../../lib/session';

const NOTICES: Record<SessionEvent, { type: 'success' | 'error'; key: string }> = {
  'sign-in-failed': { type: 'error', key: 'auth.signInFailed' },
  'logged-out': { type: 'success', key: 'auth.loggedOut' },
  'logout-failed': { type: 'error', key: 'auth.logoutFailed' },
};

/** Shows the session hooks' events (sign-in and logout outcomes) as toasts. Mount once. */
export function SessionNotices() {
  const { t } = useTranslation();
  useEffect(
    () =>
      onSessionEvent((event) => {
        const notice = NOTICES[event];
        toast(notice.type, t(notice.key));
      }),
    [t],
  );
  return null;
}
