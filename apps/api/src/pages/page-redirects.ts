// The app's page addresses that move elsewhere, answered by the server as HTTP redirects before any
// render: `/pools` goes to the first pool, and a pool address that names no pool (or names one in
// another spelling, "Pool 1,1") goes to the pool it means (core's parsePoolId). The app's router does
// the same moves with <Navigate> when the player is already in the app (router.tsx, pools-page.tsx);
// on the server a <Navigate> cannot move anything (React Router warns and renders nothing), so the
// address is settled here and the rendered page is always the one the address names.
import { parsePoolId } from '@pick3/core';

/** Where the page at `path` (decoded, without its query) moves to, or undefined when it is a page itself. */
export function pageRedirect(path: string): string | undefined {
  // Matched as React Router matches: letters in any case, a trailing slash allowed.
  const segments = path.split('/').filter((s) => s !== '');
  if (segments[0]?.toLowerCase() !== 'pools') return undefined;
  if (segments.length === 1) return `/pools/${parsePoolId(undefined, { fallback: true })}`;
  if (segments.length !== 2) return undefined;
  const id = parsePoolId(segments[1], { fallback: true });
  return id === segments[1] ? undefined : `/pools/${id}`;
}
