import { Navigate, useParams } from 'react-router';
import { isPro } from '../../../core/plans';
import { PageSpinner } from '../../components/ui/spinner';
import { DiscoverDetail } from '../../features/community/components/discover-detail';
import { useSession } from '../../lib/session';

/** /discover/{id}: readable by anyone, signed out included, so shared links work. */
export function Component() {
  const { id } = useParams();
  const { user, isPending } = useSession();
  if (!id) return <Navigate to="/discover" replace />;
  if (isPending) return <PageSpinner />;
  const access = !user ? 'signed-out' : isPro(user.subscription.plan_type) ? 'pro' : 'free';
  return <DiscoverDetail key={id} id={id} access={access} />;
}
