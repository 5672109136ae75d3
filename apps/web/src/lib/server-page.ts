import { useState, useSyncExternalStore } from 'react';

/**
 * What the server knows of the page it is rendering (entry-server.tsx sets it before each render;
 * renders run one at a time), for the few components that read the document in the browser: the
 * page's address, whether the passcode gate is off for this visitor, and whether this is a demo
 * server. In the browser the same facts come from the document (the meta tags the server wrote).
 */
export interface ServerPage {
  search: string;
  gateOff: boolean;
  demo: boolean;
}

let current: ServerPage = { search: '', gateOff: false, demo: false };

export function setServerPage(page: ServerPage): void {
  current = page;
}

export function serverPage(): ServerPage {
  return current;
}

/** True while rendering on the server (no document). */
export const onServer = typeof document === 'undefined';

const neverChanges = () => () => undefined;

/**
 * True on the server and when the browser hydrates the server's page (React reads a store's server
 * snapshot exactly then), false for any other render: what a component shows on its first render
 * must then be what the server showed. The answer is the component's own and never changes: once
 * hydrated, React compares the browser's snapshot with the hydrated one, and a different answer
 * re-rendered, synchronously and in one long task, every component that asked, though each reads it
 * on its first render only.
 */
export function useServerRender(): boolean {
  const [snapshots] = useState(() => {
    let first: boolean | undefined;
    return { browser: () => (first ??= false), server: () => (first ??= true) };
  });
  return useSyncExternalStore(neverChanges, snapshots.browser, snapshots.server);
}

let renderedAt = 0;

/** The time the server rendered the page at (entry-server.tsx; start.tsx from the page). */
export function setRenderedAt(at: number): void {
  renderedAt = at;
}

/**
 * Now, for a first render: the time the server rendered the page at, on the server and while the
 * browser hydrates it, so clocks and countdowns hydrate the text the server wrote; the clock after.
 */
export function useFirstRenderNow(): number {
  const serverRender = useServerRender();
  const [now] = useState(() => (serverRender && renderedAt > 0 ? renderedAt : Date.now()));
  return now;
}
