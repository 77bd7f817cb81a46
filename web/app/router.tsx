import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from './layouts/require-auth';
import { RouteError } from './layouts/route-error';

/**
 * Lazy route modules: each screen is its own chunk (web/app/routes/*.tsx export `Component`).
 * Add one line per screen; app screens go under <RequireAuth /> (signed-out visitors go to /).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', lazy: () => import('./routes/home') },
      { path: '/auth/callback', lazy: () => import('./routes/auth-callback') },
      { path: '/dev/sign-in', lazy: () => import('./routes/dev-sign-in') },
      // The local billing simulator's stand-ins for Stripe Checkout and the billing portal.
      { path: '/dev/checkout', lazy: () => import('./routes/dev-checkout') },
      { path: '/dev/portal', lazy: () => import('./routes/dev-portal') },
      { path: '/pricing', lazy: () => import('./routes/pricing') },
      // Shared recipe links are readable signed out (docs/product.md "Community").
      { path: '/discover/:id', lazy: () => import('./routes/discover-detail') },
      { path: '/privacy', lazy: () => import('./routes/privacy') },
      { path: '/terms', lazy: () => import('./routes/terms') },
      { path: '/imprint', lazy: () => import('./routes/imprint') },
      // Support sends a signed-out visitor to sign in and back (docs/decisions/030-support-and-legal-texts-after-export-deletion-households-and.md).
      { element: <RequireAuth signIn />, children: [{ path: '/support', lazy: () => import('./routes/support') }] },
      // A household invite link: says whose household it is signed out, then asks to sign in and comes back (docs/decisions/024-households.md).
      { path: '/household/join', lazy: () => import('./routes/household-join') },
      // An AI assistant's sign-in: sign in first, then the consent screen (docs/decisions/079-mcp-server.md).
      { element: <RequireAuth signIn />, children: [{ path: '/oauth/authorize', lazy: () => import('./routes/oauth-authorize') }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', lazy: () => import('./routes/dashboard') },
          { path: '/my-recipes', lazy: () => import('./routes/my-recipes') },
          { path: '/recipe', lazy: () => import('./routes/recipe') },
          { path: '/recipe/:id', lazy: () => import('./routes/recipe') },
          { path: '/recipe/new', lazy: () => import('./routes/recipe-editor') },
          { path: '/recipe/:id/edit', lazy: () => import('./routes/recipe-editor') },
          { path: '/settings', lazy: () => import('./routes/settings') },
          { path: '/discover', lazy: () => import('./routes/discover') },
          { path: '/leaderboard', lazy: () => import('./routes/leaderboard') },
          { path: '/credits', lazy: () => import('./routes/credits') },
          { path: '/subscription/success', lazy: () => import('./routes/subscription-success') },
          { path: '/shopping-list', lazy: () => import('./routes/shopping-list') },
          { path: '/pantry', lazy: () => import('./routes/pantry') },
          { path: '/meal-planner', lazy: () => import('./routes/meal-planner') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
