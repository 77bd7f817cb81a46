import { discoverRoutes } from './discover.routes';

/**
 * `/api/discover/*`, mounted at `/discover` in worker/app.ts. Sharing a recipe is a sub-resource of
 * a recipe (`/api/recipes/{id}/share`): the recipes router serves it through share.service.ts
 * (docs/decisions/053-domain-modules-and-url-prefixes.md).
 */
export const communityRoutes = discoverRoutes;
