import { Navigate } from 'react-router';
import { LeaderboardView } from '../../features/community/components/leaderboard-view';
import { useSession } from '../../lib/session';

/** /leaderboard (behind RequireAuth): top creators and the user's own rank. */
export function Component() {
  const { user } = useSession();
  if (!user) return <Navigate to="/" replace />;
  return <LeaderboardView />;
}
