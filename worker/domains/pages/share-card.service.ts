import type { Db } from '../../db/client';
import { getLinkPreview } from '../community/shared-recipe.service';
import { cardKey, cardPrefix, cardTextOf, cardVersion, ensureShareCard } from './share-card';

/**
 * The generated preview cards of shared recipes: made and stored in R2 when a recipe is shared
 * (and on first use for recipes shared before cards existed), served by version while the recipe
 * is shared with that text.
 */
export interface ShareCardDeps {
  db: Db;
  bucket: R2Bucket;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Called right after a share: stores the card of a recipe without a photo. Never fails the share. */
export async function prepareShareCard(deps: ShareCardDeps, sharedRecipeId: string): Promise<void> {
  try {
    const preview = await getLinkPreview(deps, sharedRecipeId);
    if (preview && !preview.imageUrl) await ensureShareCard(deps, preview);
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', message: 'share card not stored', sharedRecipeId, error: String(err) }));
  }
}

/**
 * The card image at this version, or null when the recipe is no longer shared or its text has
 * changed since (an unshared or renamed recipe's old card is not served).
 */
export async function cardImageResponse(deps: ShareCardDeps, sharedRecipeId: string, version: string): Promise<Response | null> {
  const preview = await getLinkPreview(deps, sharedRecipeId);
  if (!preview || cardVersion(cardTextOf(preview)) !== version) return null;
  let stored = await deps.bucket.get(cardKey(sharedRecipeId, version));
  if (!stored) {
    await ensureShareCard(deps, preview);
    stored = await deps.bucket.get(cardKey(sharedRecipeId, version));
  }
  if (!stored) return null;
  return new Response(stored.body, {
    headers: { 'content-type': 'image/png', 'cache-control': IMMUTABLE, etag: stored.httpEtag },
  });
}

/**
 * Removes every stored card of a shared recipe (after it was unshared): a card no one may see
 * is not kept (docs/decisions/032-hardening-second-pass.md). A share has a handful of cards at most.
 */
export async function removeShareCards(deps: Pick<ShareCardDeps, 'bucket'>, sharedRecipeId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await deps.bucket.list({ prefix: cardPrefix(sharedRecipeId), cursor });
    const keys = page.objects.map((o) => o.key);
    if (keys.length > 0) await deps.bucket.delete(keys);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
