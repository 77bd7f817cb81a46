import { cuisineDisplayName } from '#core/recipe/cuisine-names';
import type { RecipeLanguage } from '#core/kernel/options';
import type { LinkPreview } from '../community/shared-recipe.service';
import { CARD_HEIGHT, CARD_WIDTH, cardDetails, cardTextOf } from './share-card';
import { recipeJsonLd } from './structured-data.service';

/**
 * Open Graph, Twitter card and schema.org Recipe JSON-LD for a shared recipe, as one HTML
 * fragment for <head>. Every attribute value is HTML-escaped; the JSON-LD escapes `<`, `>`, `&`
 * and the line separators so no text can close the <script> element. The page's own meta
 * description is replaced by this one (pages.routes.ts), so there is exactly one.
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

const SHARED_ON: Record<RecipeLanguage, string> = {
  en: 'A recipe shared on Forkcast',
  es: 'Una receta compartida en Forkcast',
  de: 'Ein auf Forkcast geteiltes Rezept',
};
const SERVES: Record<RecipeLanguage, (n: number) => string> = {
  en: (n) => `serves ${n}`,
  es: (n) => `${n} raciones`,
  de: (n) => `${n} Portionen`,
};
const PHOTO_OF: Record<RecipeLanguage, string> = { en: 'Photo of', es: 'Foto de', de: 'Foto von' };

export function describe(preview: LinkPreview): string {
  if (preview.description) return preview.description;
  const { language } = preview;
  const total = preview.prepTime + preview.cookTime;
  const bits = [
    cuisineDisplayName(preview.cuisine, language),
    total > 0 ? `${total} min` : null,
    preview.servings > 0 ? SERVES[language](preview.servings) : null,
  ].filter(Boolean);
  return `${SHARED_ON[language]}${bits.length ? ` · ${bits.join(' · ')}` : ''}`;
}

export interface PreviewImage {
  /** Absolute URL. */
  url: string;
  /** True for the generated card (its size is known). */
  card: boolean;
}

export function imageAlt(preview: LinkPreview, image: PreviewImage): string {
  if (!image.card) return `${PHOTO_OF[preview.language]} ${preview.title}`;
  const details = cardDetails(cardTextOf(preview));
  return details ? `${preview.title}: ${details}` : preview.title;
}

/** The <head> fragment. `origin` makes URLs absolute. */
export function previewHead(preview: LinkPreview, origin: string, image: PreviewImage): string {
  const pageUrl = `${origin}/discover/${encodeURIComponent(preview.id)}`;
  const description = describe(preview);
  const alt = imageAlt(preview, image);
  const meta: Array<[string, string, string]> = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Forkcast'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['property', 'og:locale', { en: 'en_US', es: 'es_ES', de: 'de_DE' }[preview.language]],
    ['property', 'og:image', image.url],
    ['property', 'og:image:alt', alt],
    ...(image.card
      ? ([
          ['property', 'og:image:type', 'image/png'],
          ['property', 'og:image:width', String(CARD_WIDTH)],
          ['property', 'og:image:height', String(CARD_HEIGHT)],
        ] as Array<[string, string, string]>)
      : []),
    ['property', 'article:published_time', preview.sharedAt],
    ['name', 'description', description],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image.url],
    ['name', 'twitter:image:alt', alt],
  ];
  const tags = meta.map(([attr, key, content]) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">`);
  tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}">`);
  const ld = recipeJsonLd(preview, pageUrl, image.url, description);
  tags.push(`<script type="application/ld+json">${jsonForScript(ld)}</script>`);
  return tags.join('\n');
}
