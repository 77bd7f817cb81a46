import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

interface RecipeImageProps {
  src: string | null;
  alt: string;
  className?: string;
}

/** A recipe photo, or a placeholder when there is none (or it fails to load). */
export function RecipeImage({ src, alt, className }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        data-testid="recipe-image-placeholder"
        className={cn('flex items-center justify-center bg-gradient-to-br from-orange-100 to-amber-200 dark:from-stone-800 dark:to-stone-700', className)}
      >
        <ChefHat className="size-10 text-primary/70" aria-hidden />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className={cn('object-cover', className)} onError={() => setFailed(true)} />;
}
