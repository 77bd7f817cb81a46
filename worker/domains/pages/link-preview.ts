import type { LinkPreview } from '../community/feed.service';

/**
 * Open Graph, Twitter card and schema.org Recipe JSON-LD for a shared recipe, as one HTML
 * fragment for <head>. Every attribute value is HTML-escaped; the JSON-LD escapes `<`, `>`, `&`
 * and the line separators so no text can close the <script> element.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Plain step text: leading numbers and bold/italic markers removed. */
export function plainStep(line: string): string {
  return line
    .replace(/^\d+[.)]\s*/, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .trim();
}

export const plainIngredient = (line: string) => line.replace(/^[-*•·]\s*/, '').trim();

export function describe(preview: LinkPreview): string {
  if (preview.description) return preview.description;
  const total = preview.prepTime + preview.cookTime;
  const bits = [preview.cuisine, total > 0 ? `${total} min` : null, preview.servings > 0 ? `serves ${preview.servings}` : null];
  return `A recipe shared on Forkcast${bits.some(Boolean) ? ` · ${bits.filter(Boolean).join(' · ')}` : ''}`;
}

export function recipeJsonLd(preview: LinkPreview, pageUrl: string, imageUrl: string | null) {
  const steps = lines(preview.instructions).map(plainStep).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: preview.title,
    description: describe(preview),
    url: pageUrl,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    author: { '@type': 'Person', name: preview.author },
    datePublished: preview.sharedAt,
    prepTime: `PT${preview.prepTime}M`,
    cookTime: `PT${preview.cookTime}M`,
    totalTime: `PT${preview.prepTime + preview.cookTime}M`,
    ...(preview.servings > 0 ? { recipeYield: String(preview.servings) } : {}),
    ...(preview.cuisine ? { recipeCuisine: preview.cuisine } : {}),
    ...(preview.cookingMethod ? { cookingMethod: preview.cookingMethod } : {}),
    recipeIngredient: lines(preview.ingredients).map(plainIngredient).filter(Boolean),
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
    ...(preview.ratingsCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: preview.averageRating, ratingCount: preview.ratingsCount } }
      : {}),
  };
}

/** The <head> fragment. `origin` makes relative image URLs absolute. */
export function previewHead(preview: LinkPreview, origin: string): string {
  const pageUrl = `${origin}/discover/${encodeURIComponent(preview.id)}`;
  const image = preview.imageUrl ? new URL(preview.imageUrl, origin).toString() : null;
  const description = describe(preview);
  const meta: Array<[string, string, string]> = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Forkcast'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'description', description],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', description],
  ];
  if (image) meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  const tags = meta.map(([attr, key, content]) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">`);
  tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}">`);
  tags.push(`<script type="application/ld+json">${jsonForScript(recipeJsonLd(preview, pageUrl, image))}</script>`);
  return tags.join('\n');
}
