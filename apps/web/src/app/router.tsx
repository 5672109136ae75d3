import { Navigate, matchRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen.js';
import NotFoundPage from './routes/not-found-page.js';

// Every page is its own chunk, loaded when visited (and, for the page the server rendered, before
// hydrating it: loadPageOf). The main page too: its modules (the controls, the filters, core's tables)
// are then evaluated in a task of their own, after the framework's, not in one long task with it.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    // The layout (banners, gate, offline notices) is its own chunk as well, evaluated in its own task.
    lazy: lazyPage(() => import('./RootLayout.js').then((m) => ({ default: m.RootLayout }))),
    HydrateFallback: () => <LoadingScreen />,
    children: [
      { index: true, lazy: lazyPage(() => import('./routes/home-page.js')) },
      { path: 'pools', element: <Navigate to="/pools/1-1" replace /> },
      { path: 'pools/:poolId', lazy: lazyPage(() => import('./routes/pools-page.js')) },
      { path: 'login', lazy: lazyPage(() => import('./routes/login-page.js')) },
      { path: 'signup', lazy: lazyPage(() => import('./routes/signup-page.js')) },
      { path: 'profile', lazy: lazyPage(() => import('./routes/profile-page.js')) },
      { path: 'lookup/:number', lazy: lazyPage(() => import('./routes/lookup-page.js')) },
      { path: 'skips', lazy: lazyPage(() => import('./routes/skips-page.js')) },
      { path: 'alerts', lazy: lazyPage(() => import('./routes/alerts-page.js')) },
      { path: 'charts', lazy: lazyPage(() => import('./routes/charts-page.js')) },
      { path: 'backtest', lazy: lazyPage(() => import('./routes/backtest-page.js')) },
      { path: 'check', lazy: lazyPage(() => import('./routes/check-page.js')) },
      { path: 'results', lazy: lazyPage(() => import('./routes/results-index-page.js')) },
      { path: 'results/:state', lazy: lazyPage(() => import('./routes/results-page.js')) },
      { path: 'board/:state', lazy: lazyPage(() => import('./routes/board-page.js')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the page of `pathname` when it is one of the lazy pages, and puts it in its route in place
 * of the loader (React Router's way before hydration): the browser's router then starts on the page
 * itself, as the server rendered it, not on its HydrateFallback.
 */
export async function loadPageOf(pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const page = await route.lazy();
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}
