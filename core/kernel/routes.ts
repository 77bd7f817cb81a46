/**
 * Every page the app has, in React Router's path syntax (`:name` is one path segment). The
 * client router (web/app/router.tsx) declares exactly these paths (a test keeps them equal) and
 * the worker answers 404 for a page path that matches none. Adding a screen: one line here and
 * its line in the router.
 */
export const APP_ROUTES = [
  '/',
  '/auth/callback',
  '/dev/sign-in',
  '/pricing',
  '/discover',
  '/discover/:id',
  '/dashboard',
  '/my-recipes',
  '/recipe',
  '/recipe/:id',
  '/settings',
  '/leaderboard',
  '/recipe/new',
  '/recipe/:id/edit',
  '/credits',
  '/subscription/success',
  '/dev/checkout',
  '/dev/portal',
  '/shopping-list',
  '/pantry',
  '/meal-planner',
  '/household/join',
  '/oauth/authorize',
  '/support',
  '/privacy',
  '/terms',
  '/imprint',
] as const;

function segments(path: string) {
  return path.split('/').filter(Boolean);
}

const patterns = APP_ROUTES.map(segments);

/** Whether a pathname is one of the app's pages (a trailing slash is allowed, case matters). */
export function isAppPath(pathname: string): boolean {
  const parts = segments(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, i) => (segment.startsWith(':') ? parts[i] !== undefined : segment === parts[i])),
  );
}
