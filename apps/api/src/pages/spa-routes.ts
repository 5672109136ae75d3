// The web app's page paths (apps/web/src/app/router.tsx), so the server can answer any other page
// path with the SPA and status 404 (the app then shows its 404 page). spa-routes.test.ts reads the
// router's source and fails when the two lists drift apart.

/** One entry per route of router.tsx ('/' is its index route; ':name' is one path segment). */
export const SPA_ROUTES = [
  '/',
  '/pools',
  '/pools/:poolId',
  '/login',
  '/signup',
  '/profile',
  '/lookup/:number',
  '/skips',
  '/alerts',
  '/charts',
  '/backtest',
  '/check',
  '/results',
  '/results/:state',
  '/board/:state',
] as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

const PATTERNS = SPA_ROUTES.map(segmentsOf);

/**
 * Whether the app's router has a page for this (decoded) path. Like React Router: letters in any
 * case, a trailing slash allowed, a ':param' matches exactly one non-empty segment.
 */
export function isAppPage(path: string): boolean {
  const segments = segmentsOf(path);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every(
        (part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase(),
      ),
  );
}
