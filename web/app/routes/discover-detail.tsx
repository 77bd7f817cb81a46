import { Navigate, useParams } from 'react-router';
import { isPro } from '#core/kernel/plans';
import { PageSpinner } from '../../components/ui/spinner';
import { DiscoverDetail } from '../../features/community/components/discover-detail';
import { DietConflictBadge } from '../../features/settings/components/diet-conflict-badge';
import { useSession } from '../../lib/session';

/** /discover/{id}: readable by anyone, signed out included, so shared links work. */
export function Component() {
  const { id } = useParams();
  const { user, isPending } = useSession();
  if (!id) return <Navigate to="/discover" replace />;
  if (isPending) return <PageSpinner />;
  const access = !user ? 'signed-out' : isPro(user.subscription.plan_type) ? 'pro' : 'free';
  // A signed-in viewer sees which lines break their diet and allergy profile.
  const notice = user ? (ingredients: string) => <DietConflictBadge ingredients={ingredients} /> : undefined;
  return <DiscoverDetail key={id} id={id} access={access} ingredientsNotice={notice} />;
}
