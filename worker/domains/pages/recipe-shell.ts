import { cookingMethodDisplayName, cuisineDisplayName } from '../../../core/cuisine-names';
import { DISH_DARK_CLASS, dishIllustration } from '../../../core/dish-illustration';
import { parseInline, type InlineSegment } from '../../../core/inline-markdown';
import type { RecipeLanguage } from '../../../core/options';
import { ingredientLines, instructionSteps } from '../../../core/recipe-text';
import { ANONYMOUS } from '../users/public-identity.service';
import type { LinkPreview } from '../community/shared-recipe.service';
import { escapeHtml } from './link-preview';

/**
 * The visible content of a shared recipe as plain HTML, put before the app's root by the worker
 * (pages.routes.ts): title, message, time and servings, ingredients and steps paint before any
 * JavaScript (and without it). The app renders into the hidden root and replaces this shell once
 * its own page is ready (web/app/server-shell.ts). Classes mirror the app's recipe page
 * (web/features/community/components/discover-detail.tsx) so the swap keeps the layout. Every
 * text is HTML-escaped; markdown becomes <strong>, <em> and safe links only.
 */
const WORDS: Record<RecipeLanguage, { home: string; ingredients: string; instructions: string; by: string; anonymous: string; minutes: string; servings: (n: number) => string }> = {
  en: { home: 'Forkcast home', ingredients: 'Ingredients', instructions: 'Instructions', by: 'Shared by', anonymous: 'Anonymous', minutes: 'min', servings: (n) => `${n} servings` },
  es: { home: 'Inicio de Forkcast', ingredients: 'Ingredientes', instructions: 'Instrucciones', by: 'Compartida por', anonymous: 'Anónimo', minutes: 'min', servings: (n) => `${n} raciones` },
  de: { home: 'Forkcast Startseite', ingredients: 'Zutaten', instructions: 'Zubereitung', by: 'Geteilt von', anonymous: 'Anonym', minutes: 'Min.', servings: (n) => `${n} Portionen` },
};

function inline(segments: InlineSegment[]): string {
  return segments
    .map((s) => {
      if (s.type === 'text') return escapeHtml(s.text);
      if (s.type === 'strong') return `<strong>${inline(s.children)}</strong>`;
      if (s.type === 'em') return `<em>${inline(s.children)}</em>`;
      return `<a class="text-primary underline" href="${escapeHtml(s.href)}" rel="nofollow noopener noreferrer">${inline(s.children)}</a>`;
    })
    .join('');
}

const markdown = (text: string) => inline(parseInline(text));

const LOGO =
  '<svg aria-hidden="true" viewBox="0 0 32 32" class="size-8"><rect width="32" height="32" rx="9" fill="#c2410c"></rect>' +
  '<path d="M11 7v7a3 3 0 0 0 3 3v8M14 7v6M17 7v7a3 3 0 0 1-3 3M22 7c-2 2-2.5 5-2.5 8h2.5v10" fill="none" stroke="#fff" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

function facts(preview: LinkPreview): string {
  const words = WORDS[preview.language];
  const total = preview.prepTime + preview.cookTime;
  const bits = [
    total > 0 ? `${total} ${words.minutes}` : null,
    preview.servings > 0 ? words.servings(preview.servings) : null,
  ].filter((bit): bit is string => bit !== null);
  return bits.length ? `<p class="text-sm text-muted-foreground">${escapeHtml(bits.join(' · '))}</p>` : '';
}

function tags(preview: LinkPreview): string {
  const cuisine = cuisineDisplayName(preview.cuisine, preview.language);
  const method = cookingMethodDisplayName(preview.cookingMethod, preview.language);
  const items = [
    cuisine ? `<span class="rounded-full bg-primary/10 px-3 py-1 font-semibold text-primary">${escapeHtml(cuisine)}</span>` : '',
    method ? `<span class="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1">${escapeHtml(method)}</span>` : '',
  ].join('');
  return items ? `<div class="flex flex-wrap items-center gap-2 text-sm">${items}</div>` : '';
}

function steps(preview: LinkPreview): string {
  const words = WORDS[preview.language];
  const ingredients = ingredientLines(preview.ingredients)
    .map((line) => `<li class="flex gap-3"><span class="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true"></span><span>${markdown(line)}</span></li>`)
    .join('');
  const instructions = instructionSteps(preview.instructions)
    .map(
      (step, i) =>
        `<li class="flex gap-3"><span class="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground" aria-hidden="true">${i + 1}</span>` +
        `<p class="pt-0.5 leading-relaxed">${markdown(step)}</p></li>`,
    )
    .join('');
  return (
    '<div class="grid gap-6 md:grid-cols-[2fr_3fr]">' +
    `<section aria-labelledby="shell-ingredients" class="rounded-2xl border border-border bg-card p-5 sm:p-6"><h2 id="shell-ingredients" class="text-xl font-bold">${words.ingredients}</h2>` +
    `<ul class="mt-4 space-y-2">${ingredients}</ul></section>` +
    `<section aria-labelledby="shell-instructions" class="rounded-2xl border border-border bg-card p-5 sm:p-6"><h2 id="shell-instructions" class="text-xl font-bold">${words.instructions}</h2>` +
    `<ol class="mt-4 space-y-4">${instructions}</ol></section></div>`
  );
}

/**
 * The photo, else the dish's illustration inline (no request, no script), the same drawing as
 * the app's (web/components/recipe-picture.tsx; docs/decisions/035-dish-pictures-illustrations.md).
 */
function picture(preview: LinkPreview): string {
  const inner = preview.imageUrl
    ? `<img src="${escapeHtml(preview.imageUrl)}" alt="${escapeHtml(preview.title)}" width="800" height="600" class="size-full object-cover">`
    : `<div data-testid="recipe-illustration" class="size-full overflow-hidden [&>svg]:block ${DISH_DARK_CLASS}">` +
      `${dishIllustration({ title: preview.title, ingredients: preview.ingredients }, { label: preview.title })}</div>`;
  return `<div class="aspect-[4/3] overflow-hidden rounded-2xl bg-muted md:w-1/2">${inner}</div>`;
}

/** The shell: a header with the home link, and the recipe as a <main> landmark. */
export function recipeShell(preview: LinkPreview): string {
  const words = WORDS[preview.language];
  const image = picture(preview);
  return (
    '<div id="server-shell" class="flex min-h-dvh flex-col bg-background text-foreground">' +
    '<header class="sticky top-0 z-30 w-full border-b border-border bg-background/85 backdrop-blur-md"><div class="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">' +
    `<a href="/" aria-label="${escapeHtml(words.home)}" class="rounded-lg"><span class="flex items-center gap-2 text-lg font-bold tracking-tight">${LOGO}<span>Forkcast</span></span></a></div></header>` +
    '<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1"><article class="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">' +
    `<header class="flex flex-col gap-3">${tags(preview)}<h1 class="text-3xl font-bold break-words sm:text-4xl">${escapeHtml(preview.title)}</h1>` +
    `<p class="text-sm text-muted-foreground">${escapeHtml(words.by)} <span class="font-medium text-foreground">${escapeHtml(preview.author === ANONYMOUS ? words.anonymous : preview.author)}</span></p>` +
    (preview.description ? `<p class="text-lg break-words">${escapeHtml(preview.description)}</p>` : '') +
    `${facts(preview)}</header>${image}${steps(preview)}</article></main></div>`
  );
}
