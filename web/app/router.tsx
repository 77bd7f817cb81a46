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
      { path: '/pricing', lazy: () => import('./routes/pricing') },
      // Shared recipe links are readable signed out (DECISIONS.md "Community").
      { path: '/discover/:id', lazy: () => import('./routes/discover-detail') },
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
          { path: '/shopping-list', lazy: () => import('./routes/shopping-list') },
          { path: '/pantry', lazy: () => import('./routes/pantry') },
          { path: '/meal-planner', lazy: () => import('./routes/meal-planner') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
