import { Navigate, useParams } from 'react-router';
import { RecipeDetailPage } from '../../features/recipes/components/recipe-detail-page';

/** /recipe/{id}; /recipe without an id goes to /dashboard. */
export function Component() {
  const { id } = useParams();
  if (!id) return <Navigate to="/dashboard" replace />;
  return <RecipeDetailPage key={id} id={id} />;
}
