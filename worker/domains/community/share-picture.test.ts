import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { refreshSharedPicture } from './share.service';
import { insertRecipe, share } from './test-helpers';
import { signIn } from '../../test/helpers';

/** share.service.ts refreshSharedPicture: a new AI picture shows on the shared card unless the cook's photo does. */
describe('a shared card and a new AI picture', () => {
  const cardImage = async (sharedId: string) =>
    (await env.DB.prepare('SELECT image_url FROM shared_recipes WHERE id = ?1').bind(sharedId).first<{ image_url: string | null }>())?.image_url;

  it('shows the picture when the recipe has no photo, keeps the photo when it has one, and touches no other share', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const deps = { db: createDb(env.DB) };
    const bare = await insertRecipe(owner.userId);
    const withPhoto = await insertRecipe(owner.userId, { imageUrl: '/api/images/photo.jpg' });
    const bareShared = await share(owner, bare);
    const photoShared = await share(owner, withPhoto);
    expect(await cardImage(bareShared)).toBeNull();
    expect(await cardImage(photoShared)).toBe('/api/images/photo.jpg');

    await refreshSharedPicture(deps, bare, '/api/images/p/new.png');
    await refreshSharedPicture(deps, withPhoto, '/api/images/p/other.png');
    expect(await cardImage(bareShared)).toBe('/api/images/p/new.png');
    expect(await cardImage(photoShared)).toBe('/api/images/photo.jpg');
    // A recipe that is not shared: nothing to refresh, no error.
    await expect(refreshSharedPicture(deps, await insertRecipe(owner.userId), '/api/images/p/x.png')).resolves.toBeUndefined();
  });
});
