import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import {
  homeUrlSearch,
  parseHomeUrlState,
  sameHomeView,
  type HomeUrlState,
} from '../../lib/url-state.js';
import { useAppStore } from '../../stores/app-store.js';

/** Applies a link's view to the store, through the setter that also remembers the state choice. */
function applyToStore(view: Partial<HomeUrlState>): void {
  const { setCurrentState, currentState } = useAppStore.getState();
  const { currentState: state, ...rest } = view;
  if (state !== undefined && state !== currentState) setCurrentState(state);
  if (Object.keys(rest).length > 0) useAppStore.setState(rest);
}

/**
 * How long the URL waits after a control change. Rewriting it (history.replaceState, then the
 * router's re-render) costs a throttled phone tens of milliseconds: done at once it would sit
 * between the tap and its repaint (issue 15 item 4), and a burst of taps writes it once.
 */
export const URL_WRITE_DELAY_MS = 200;

/**
 * Keeps the main page's view and its URL in step, both ways: a link (or Back to one) sets the
 * controls at once, and a changed control rewrites the URL in place shortly after
 * (URL_WRITE_DELAY_MS; history.replaceState through the router, so Back leaves the page instead of
 * stepping through every click).
 */
export function useHomeUrlSync(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const view = useAppStore(
    useShallow((s): HomeUrlState => ({
      currentState: s.currentState,
      timeFilter: s.timeFilter,
      digitFilter: s.digitFilter,
      drawLimit: s.drawLimit,
      isBoxMode: s.isBoxMode,
      filters: s.filters,
    })),
  );
  // The query string this hook wrote last; any other one came from a link or a navigation.
  const written = useRef<string | null>(null);
  // The query string of the location seen last. Only a new one can be a link: while this hook's own
  // replace is still on its way, the old query string must not be taken for a link (it would undo
  // the controls changed meanwhile).
  const seen = useRef<string | null>(null);

  useEffect(() => {
    let target = view;
    if (location.search !== seen.current) {
      seen.current = location.search;
      if (location.search !== written.current) {
        const fromUrl = parseHomeUrlState(location.search);
        // A bare address ('/', '/?lang=es') says nothing of the view: the current one is written
        // after the delay, like a control change, not inside the first screen's own task.
        if (Object.keys(fromUrl).length > 0) {
          applyToStore(fromUrl);
          target = { ...view, ...fromUrl };
        }
        written.current = location.search;
      }
    }
    const write = () => {
      if (sameHomeView(location.search, homeUrlSearch(target))) return;
      const search = homeUrlSearch(target);
      written.current = search;
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true },
      );
    };
    // A link's own view is written at once (the page opens with its full address); a control
    // change, or the view of a bare address, after the delay. A newer change or a navigation
    // cancels a write still waiting.
    if (target !== view) {
      write();
      return;
    }
    const timer = window.setTimeout(write, URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.search, location.pathname, location.hash, navigate, view]);
}
