import { createElement, useMemo, useState, type ReactElement } from 'react';
import { DISH_DARK_CLASS, dishIllustration, dishSvgTree, type SvgNode } from '#core/recipe/dish-illustration';
import { cn } from '../lib/cn';

export interface RecipePictureProps {
  /** The cook's own photo. */
  photoUrl?: string | null;
  /** The AI picture of the dish (shown when there is no photo). */
  aiImageUrl?: string | null;
  title: string;
  /** The recipe's ingredients (newline-separated text or lines): what the illustration draws. */
  ingredients?: string | readonly string[] | null;
  /**
   * The picture's text alternative. Leave it out (decorative, alt="") where the title stands
   * next to the picture, as on cards; give it where the picture stands alone.
   */
  alt?: string;
  /** Size and shape of the box (the picture covers it). */
  className?: string;
  /** 'eager' for the picture at the top of a page; cards load lazily. */
  loading?: 'lazy' | 'eager';
}

/**
 * What a recipe shows as its picture (docs/decisions/035-dish-pictures-illustrations.md): the cook's photo, else
 * the AI picture, else the illustration drawn from its own ingredients (core/recipe/dish-illustration),
 * inline so it costs no request. A photo that fails to load gives way to the next choice.
 */
export function RecipePicture({ photoUrl, aiImageUrl, title, ingredients, alt, className, loading = 'lazy' }: RecipePictureProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = [photoUrl, aiImageUrl].find((url): url is string => Boolean(url) && !failed.includes(url as string));
  if (src) {
    return (
      <img
        key={src}
        src={src}
        alt={alt ?? ''}
        loading={loading}
        data-testid="recipe-picture-photo"
        className={cn('object-cover', className)}
        onError={() => setFailed((list) => [...list, src])}
      />
    );
  }
  return <RecipeIllustration title={title} ingredients={ingredients} alt={alt} className={className} />;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** One node of the drawing as a React element (attribute names as React spells them). */
function svgElement(node: SvgNode, key?: number): ReactElement {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    if (name === 'style') {
      props.style = Object.fromEntries(
        value
          .split(';')
          .filter(Boolean)
          .map((rule) => [camel(rule.slice(0, rule.indexOf(':'))), rule.slice(rule.indexOf(':') + 1)]),
      );
    } else props[name.startsWith('aria-') ? name : camel(name)] = value;
  }
  return createElement(node.tag, props, ...node.children.map((child, i) => svgElement(child, i)));
}

/** The drawn picture alone (the same drawing the shared page's server HTML holds). */
export function RecipeIllustration({ title, ingredients, alt, className }: Pick<RecipePictureProps, 'title' | 'ingredients' | 'alt' | 'className'>) {
  const text = typeof ingredients === 'string' ? ingredients : (ingredients ?? []).join('\n');
  const svg = useMemo(() => svgElement(dishSvgTree(dishIllustration({ title, ingredients: text }, alt ? { label: alt } : {}))), [title, text, alt]);
  return (
    <div data-testid="recipe-illustration" className={cn('overflow-hidden [&>svg]:block', DISH_DARK_CLASS, className)}>
      {svg}
    </div>
  );
}
