import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RequireAuth } from './layouts/require-auth';
import { RouteError } from './layouts/route-error';

/** Lazy route modules: each screen is its own chunk (web/app/routes/*.tsx export `Component`). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/home') },
      { path: '/auth/callback', lazy: () => import('./routes/auth-callback') },
      { path: '/dev/sign-in', lazy: () => import('./routes/dev-sign-in') },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', lazy: () => import('./routes/dashboard') },
          { path: '/settings', lazy: () => import('./routes/settings') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
