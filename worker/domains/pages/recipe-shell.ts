import { cookingMethodDisplayName, cuisineDisplayName } from '#core/recipe/cuisine-names';
import { DISH_DARK_CLASS, dishIllustration } from '#core/recipe/dish-illustration';
import { parseInline, type InlineSegment } from '#core/kernel/inline-markdown';
import type { RecipeLanguage } from '#core/kernel/options';
import { ingredientLines, instructionSteps } from '#core/recipe/recipe-text';
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
interface ShellWords {
  home: string;
  ingredients: string;
  instructions: string;
  by: string;
  anonymous: string;
  minutes: string;
  servings: (n: number) => string;
  signIn: string;
  share: string;
  invite: string;
  inviteButton: string;
  ratingsTitle: string;
  average: (shown: string) => string;
  ratings: (n: string, count: number) => string;
  noRatings: string;
  reviewsTitle: string;
  noReviews: string;
  moreReviews: (n: string, count: number) => string;
  rateInvite: string;
  footer: string;
  support: string;
  privacy: string;
  terms: string;
  imprint: string;
}

const WORDS: Record<RecipeLanguage, ShellWords> = {
  en: {
    home: 'Forkcast home', ingredients: 'Ingredients', instructions: 'Instructions', by: 'Shared by', anonymous: 'Anonymous', minutes: 'min',
    servings: (n) => `${n} servings`,
    signIn: 'Sign in',
    share: 'Share',
    invite: 'Forkcast is a kitchen app: it writes recipes from what you have, plans your week and cooks with you step by step. Sign in to save this recipe, plan it and cook it.',
    inviteButton: 'Sign in and cook it',
    ratingsTitle: 'Ratings & reviews',
    average: (shown) => `Average rating ${shown} out of 5`,
    ratings: (n, count) => (count === 1 ? `${n} rating` : `${n} ratings`),
    noRatings: 'No ratings yet',
    reviewsTitle: 'Community reviews',
    noReviews: 'No reviews yet. Be the first to share your thoughts.',
    moreReviews: (n, count) => (count === 1 ? `and ${n} more review` : `and ${n} more reviews`),
    rateInvite: 'Sign in to rate and review this recipe.',
    footer: 'Footer', support: 'Support', privacy: 'Privacy', terms: 'Terms', imprint: 'Imprint',
  },
  es: {
    home: 'Inicio de Forkcast', ingredients: 'Ingredientes', instructions: 'Instrucciones', by: 'Compartida por', anonymous: 'Anónimo', minutes: 'min',
    servings: (n) => `${n} raciones`,
    signIn: 'Iniciar sesión',
    share: 'Compartir',
    invite: 'Forkcast es una app de cocina: escribe recetas con lo que tienes, planifica tu semana y cocina contigo paso a paso. Inicia sesión para guardar esta receta, planificarla y cocinarla.',
    inviteButton: 'Inicia sesión y cocínala',
    ratingsTitle: 'Valoraciones y reseñas',
    average: (shown) => `Valoración media: ${shown} de 5`,
    ratings: (n, count) => (count === 1 ? `${n} valoración` : `${n} valoraciones`),
    noRatings: 'Aún no hay valoraciones',
    reviewsTitle: 'Reseñas de la comunidad',
    noReviews: 'Aún no hay reseñas. Sé el primero en opinar.',
    moreReviews: (n, count) => (count === 1 ? `y ${n} reseña más` : `y ${n} reseñas más`),
    rateInvite: 'Inicia sesión para valorar y reseñar esta receta.',
    footer: 'Pie de página', support: 'Ayuda', privacy: 'Privacidad', terms: 'Condiciones', imprint: 'Aviso legal',
  },
  de: {
    home: 'Forkcast Startseite', ingredients: 'Zutaten', instructions: 'Zubereitung', by: 'Geteilt von', anonymous: 'Anonym', minutes: 'Min.',
    servings: (n) => `${n} Portionen`,
    signIn: 'Anmelden',
    share: 'Teilen',
    invite: 'Forkcast ist eine Küchen-App: Sie schreibt Rezepte aus dem, was du hast, plant deine Woche und kocht Schritt für Schritt mit dir. Melde dich an, um dieses Rezept zu speichern, einzuplanen und zu kochen.',
    inviteButton: 'Anmelden und nachkochen',
    ratingsTitle: 'Bewertungen & Rezensionen',
    average: (shown) => `Durchschnittliche Bewertung ${shown} von 5`,
    ratings: (n, count) => (count === 1 ? `${n} Bewertung` : `${n} Bewertungen`),
    noRatings: 'Noch keine Bewertungen',
    reviewsTitle: 'Rezensionen der Community',
    noReviews: 'Noch keine Rezensionen. Schreib die erste!',
    moreReviews: (n, count) => (count === 1 ? `und ${n} weitere Rezension` : `und ${n} weitere Rezensionen`),
    rateInvite: 'Melde dich an, um dieses Rezept zu bewerten und zu rezensieren.',
    footer: 'Fußzeile', support: 'Hilfe', privacy: 'Datenschutz', terms: 'AGB', imprint: 'Impressum',
  },
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

/**
 * The buttons of the shell answer once the app is there: web/app/server-shell.ts holds a press on
 * a `data-shell-action` and gives it to the app's control with the same attribute.
 */
const button = (action: 'sign-in' | 'share', variant: 'primary' | 'outline', label: string, icon: string) =>
  `<button type="button" data-shell-action="${action}" class="inline-flex items-center justify-center gap-2 rounded-lg text-center leading-tight font-medium transition-colors ` +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  (variant === 'primary' ? 'bg-primary text-primary-foreground hover:bg-primary/90 min-h-8 px-3 py-1 text-sm' : 'border border-border bg-transparent hover:bg-muted min-h-10 px-4 py-2') +
  `">${icon}${escapeHtml(label)}</button>`;

const ICON = (path: string) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`;
const LOG_IN = ICON('<path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4"></path><path d="m10 17 5-5-5-5"></path><path d="M15 12H3"></path>');
const SHARE = ICON('<circle cx="18" cy="5" r="3"></circle><circle cx="6" cy="12" r="3"></circle><circle cx="18" cy="19" r="3"></circle><path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98"></path>');

/** The average as the app writes it: one decimal in the recipe's language. */
const averageText = (average: number, language: RecipeLanguage) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

const stars = (average: number) => {
  const full = Math.round(average);
  return `<span aria-hidden="true" class="text-amber-400">${'★'.repeat(full)}</span><span aria-hidden="true" class="text-muted-foreground">${'★'.repeat(5 - full)}</span>`;
};

/** The ratings' average and count and the newest reviews, read-only, with the invitation to take part. */
function ratingsAndReviews(preview: LinkPreview): string {
  const words = WORDS[preview.language];
  const shown = averageText(preview.averageRating, preview.language);
  const count = new Intl.NumberFormat(preview.language).format(preview.ratingsCount);
  const summary =
    preview.ratingsCount > 0
      ? `<div class="mt-4 flex flex-wrap items-center gap-3" data-testid="shell-rating-summary"><span class="text-4xl font-bold">${escapeHtml(shown)}</span>` +
        `<div class="flex flex-col"><span role="img" aria-label="${escapeHtml(words.average(shown))}" class="text-lg">${stars(preview.averageRating)}</span>` +
        `<span class="text-sm text-muted-foreground">${escapeHtml(words.ratings(count, preview.ratingsCount))}</span></div></div>`
      : `<p class="mt-4 text-sm text-muted-foreground" data-testid="shell-rating-summary">${escapeHtml(words.noRatings)}</p>`;
  const date = new Intl.DateTimeFormat(preview.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const reviews = preview.reviews.length
    ? '<ul class="flex flex-col gap-3">' +
      preview.reviews
        .map(
          (r) =>
            '<li class="rounded-xl border border-border p-4"><p class="flex flex-wrap items-baseline gap-x-2 text-sm">' +
            `<span class="font-semibold">${escapeHtml(r.author === ANONYMOUS ? words.anonymous : r.author)}</span>` +
            `<time class="text-muted-foreground" datetime="${escapeHtml(r.createdAt)}">${escapeHtml(date.format(new Date(r.createdAt)))}</time></p>` +
            `<p class="mt-2 break-words whitespace-pre-line">${escapeHtml(r.text)}</p></li>`,
        )
        .join('') +
      '</ul>'
    : `<p class="text-sm text-muted-foreground">${escapeHtml(words.noReviews)}</p>`;
  const more = preview.reviewsCount - preview.reviews.length;
  const moreLine = more > 0 ? `<p class="mt-3 text-sm text-muted-foreground">${escapeHtml(words.moreReviews(new Intl.NumberFormat(preview.language).format(more), more))}</p>` : '';
  return (
    '<section aria-labelledby="shell-ratings" class="rounded-2xl border border-border bg-card p-5 sm:p-6" data-testid="shell-ratings">' +
    `<h2 id="shell-ratings" class="text-xl font-bold">${escapeHtml(words.ratingsTitle)}</h2>${summary}` +
    `<div class="mt-6 flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between"><p class="text-sm">${escapeHtml(words.rateInvite)}</p></div>` +
    `<h3 class="mt-8 text-lg font-semibold">${escapeHtml(words.reviewsTitle)}</h3><div class="mt-3">${reviews}${moreLine}</div></section>`
  );
}

/** The invitation to sign in and cook it (the app's sign-in comes back to this recipe). */
function invitation(preview: LinkPreview): string {
  const words = WORDS[preview.language];
  return (
    '<div class="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="shell-invite">' +
    `<p class="text-sm">${escapeHtml(words.invite)}</p>${button('sign-in', 'primary', words.inviteButton, LOG_IN)}</div>`
  );
}

/** The footer's legal links, as the app's footer has them (plain links: they work before any script). */
function footer(preview: LinkPreview): string {
  const words = WORDS[preview.language];
  const links = [
    ['/support', words.support],
    ['/privacy', words.privacy],
    ['/terms', words.terms],
    ['/imprint', words.imprint],
  ]
    .map(([href, label]) => `<li><a href="${href}" class="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">${escapeHtml(label ?? '')}</a></li>`)
    .join('');
  return (
    '<footer class="border-t border-border bg-background print:hidden"><div class="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">' +
    `<nav aria-label="${escapeHtml(words.footer)}"><ul class="flex flex-wrap gap-x-5 gap-y-2 text-sm">${links}</ul></nav></div></footer>`
  );
}

/**
 * The shell: a header with the home link and Sign in; the recipe as a <main> landmark with the
 * share button, the invitation to sign in and cook it, the ratings and newest reviews; the footer.
 */
export function recipeShell(preview: LinkPreview): string {
  const words = WORDS[preview.language];
  const image = picture(preview);
  return (
    '<div id="server-shell" class="flex min-h-dvh flex-col bg-background text-foreground">' +
    '<header class="sticky top-0 z-30 w-full border-b border-border bg-background/85 backdrop-blur-md"><div class="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">' +
    `<a href="/" aria-label="${escapeHtml(words.home)}" class="rounded-lg"><span class="flex items-center gap-2 text-lg font-bold tracking-tight">${LOGO}<span>Forkcast</span></span></a>` +
    `<div class="ml-auto">${button('sign-in', 'primary', words.signIn, LOG_IN)}</div></div></header>` +
    '<main id="main" class="min-h-[calc(100dvh-4rem)] flex-1"><article class="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">' +
    `<div class="flex flex-wrap items-center justify-end gap-3">${button('share', 'outline', words.share, SHARE)}</div>` +
    `<header class="flex flex-col gap-3">${tags(preview)}<h1 class="text-3xl font-bold break-words sm:text-4xl">${escapeHtml(preview.title)}</h1>` +
    `<p class="text-sm text-muted-foreground">${escapeHtml(words.by)} <span class="font-medium text-foreground">${escapeHtml(preview.author === ANONYMOUS ? words.anonymous : preview.author)}</span></p>` +
    (preview.description ? `<p class="text-lg break-words">${escapeHtml(preview.description)}</p>` : '') +
    `${facts(preview)}</header>${image}${invitation(preview)}${steps(preview)}${ratingsAndReviews(preview)}</article></main>${footer(preview)}</div>`
  );
}
