import { Hono } from 'hono';
import { createImageProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { pictureQueueOf } from './pictures.deps';

/** Dish pictures (docs/decisions/038-dish-pictures-the-ai-picture-queue.md), mounted at `/pictures`; asking for a recipe's new picture is `POST /api/recipes/{id}/picture` (recipes router, pictures.service.ts). */
export const picturesRoutes = new Hono<AppEnv>()
  /** `GET /api/pictures`: whether pictures are drawn here, and by which model (offers "New picture"). */
  .get('/', (c) => {
    const provider = pictureQueueOf(c.env) ? createImageProvider(c.env) : null;
    return c.json({ available: provider !== null, model: provider?.model ?? null });
  });
