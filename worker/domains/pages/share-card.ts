import { cuisineDisplayName } from '#core/recipe/cuisine-names';
import type { RecipeLanguage } from '#core/kernel/options';
import { encodePng } from '../../lib/png';
import { drawText, fillRect, textUnits, wrapText, type Canvas } from '../../lib/pixel-font';
import type { LinkPreview } from '../community/shared-recipe.service';

/**
 * The link-preview card of a shared recipe without a photo: 1200x630 PNG with the title, the
 * total time and the cuisine (in the recipe's language), drawn in the worker with a pixel font
 * and stored in R2 under the share's id and a version of its text, so a re-share with a new title
 * gets a new card and old URLs stay immutable.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardText {
  title: string;
  minutes: number;
  cuisine: string | null;
}

const PALETTE = [
  [255, 247, 237], // background, cream
  [249, 115, 22], // Forkcast orange
  [28, 25, 23], // title, near black
  [154, 52, 18], // details, dark orange
] as const;
const [BACKGROUND, ORANGE, INK, DETAIL] = [0, 1, 2, 3];
const MARGIN = 80;

export function cardTextOf(preview: LinkPreview): CardText {
  const language: RecipeLanguage = preview.language;
  return {
    title: preview.title,
    minutes: preview.prepTime + preview.cookTime,
    cuisine: cuisineDisplayName(preview.cuisine, language),
  };
}

/** "35 min · Italiana" (the same words are the card's alt text). */
export function cardDetails(text: CardText): string {
  return [text.minutes > 0 ? `${text.minutes} min` : null, text.cuisine].filter(Boolean).join(' · ');
}

/** FNV-1a of the card's text, as 8 hex digits. */
export function cardVersion(text: CardText): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify([text.title, text.minutes, text.cuisine])) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Every card of one shared recipe lives under this prefix, whatever its version. */
export const cardPrefix = (sharedId: string) => `og-cards/${sharedId}/`;
export const cardKey = (sharedId: string, version: string) => `${cardPrefix(sharedId)}${version}.png`;
export const cardPath = (sharedId: string, version: string) => `/og/${encodeURIComponent(sharedId)}/${version}.png`;

/** The largest title size that fits the title area (two lines large, else three smaller, cut). */
const TITLE_SIZES: Array<[scale: number, maxLines: number]> = [[12, 2], [10, 2], [8, 3]];

function titleLayout(title: string): { scale: number; lines: string[] } {
  for (const [scale, maxLines] of TITLE_SIZES) {
    const lines = wrapText(title, Math.floor((CARD_WIDTH - 2 * MARGIN) / scale), maxLines);
    if (!lines.some((line) => line.endsWith('...')) || scale === 8) return { scale, lines };
  }
  return { scale: 8, lines: [] };
}

export async function renderShareCard(text: CardText): Promise<Uint8Array> {
  const canvas: Canvas = { width: CARD_WIDTH, height: CARD_HEIGHT, pixels: new Uint8Array(CARD_WIDTH * CARD_HEIGHT) };
  canvas.pixels.fill(BACKGROUND);
  fillRect(canvas, 0, 0, 24, CARD_HEIGHT, ORANGE);
  drawText(canvas, 'Forkcast', MARGIN, 70, 6, ORANGE);
  const { scale, lines } = titleLayout(text.title);
  const lineHeight = 12 * scale;
  // Centred in the title area, 160 to 500 px.
  const top = 160 + Math.round((340 - lines.length * lineHeight) / 2);
  lines.forEach((line, i) => drawText(canvas, line, MARGIN, top + 3 * scale + i * lineHeight, scale, INK));
  fillRect(canvas, MARGIN, 520, Math.min(CARD_WIDTH - 2 * MARGIN, 6 * textUnits('Forkcast')), 6, ORANGE);
  drawText(canvas, cardDetails(text), MARGIN, 548, 5, DETAIL);
  return encodePng({ width: CARD_WIDTH, height: CARD_HEIGHT, palette: PALETTE, pixels: canvas.pixels });
}

/** Stores the card of a shared recipe when it is not stored yet; answers its path. */
export async function ensureShareCard(deps: { bucket: R2Bucket }, preview: LinkPreview): Promise<string> {
  const text = cardTextOf(preview);
  const version = cardVersion(text);
  const key = cardKey(preview.id, version);
  if (!(await deps.bucket.head(key))) {
    const png = await renderShareCard(text);
    await deps.bucket.put(key, png, { httpMetadata: { contentType: 'image/png' } });
    // The cards of the recipe's earlier text are never served again (docs/decisions/032-hardening-second-pass.md).
    const stale = (await deps.bucket.list({ prefix: cardPrefix(preview.id) })).objects.map((o) => o.key).filter((k) => k !== key);
    if (stale.length > 0) await deps.bucket.delete(stale);
  }
  return cardPath(preview.id, version);
}
