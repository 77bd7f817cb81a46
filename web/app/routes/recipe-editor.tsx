import { useParams } from 'react-router';
import { RecipeEditorPage } from '../../features/recipes/components/recipe-editor-page';

/** /recipe/new and /recipe/{id}/edit: a recipe written or edited by hand. */
export function Component() {
  const { id } = useParams();
  return <RecipeEditorPage key={id ?? 'new'} id={id ?? null} />;
}
