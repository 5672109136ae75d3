import { useCallback, useContext, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { useAppStore } from './app-store.js';
import {
  homeViewSearch,
  readHomeView,
  type HomeView,
  type HomeViewReading,
} from '../lib/home-view-url.js';

type Router = NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>['router'];

/** The main page's own path: elsewhere the address holds another page's settings, not this view. */
const HOME_PATH = '/';

// One reading per address: every control reads its field of the same view object, so a selector
// that returns a part of it (the filters) returns the same object until the address changes.
let last: { search: string; defaultState: string; reading: HomeViewReading } | undefined;

/** The view the router's current address holds (the reader's default state where it names none). */
function homeViewOf(router: Router, defaultState: string): HomeViewReading {
  const { pathname, search } = router.state.location;
  const own = pathname === HOME_PATH ? search : '';
  if (last?.search !== own || last.defaultState !== defaultState) {
    last = { search: own, defaultState, reading: readHomeView(own, defaultState) };
  }
  return last.reading;
}

/**
 * The router itself, not its location: the router's context does not change on a navigation, so a
 * component that reads the view through it re-renders only when the part it selects changes, not on
 * every URL write (useLocation would re-render the whole page, and the analysis tabs, for each one).
 * React Router's public hooks (useLocation, useSearchParams, useNavigate) all re-render on every
 * navigation; its data-router context (exported as UNSAFE_DataRouterContext, stable across
 * navigations) holds the router, whose `subscribe` and `state.location` make the external store.
 */
function useRouter(): Router {
  const context = useContext(UNSAFE_DataRouterContext);
  if (!context) throw new Error('The main page view needs the app router (RouterProvider).');
  return context.router;
}

/**
 * A part of the main page's view, read from the URL, its one home. Back, Forward and a shared link
 * show their view because the address is the view; the component re-renders when its part changes.
 */
export function useHomeView<T>(select: (view: HomeView) => T): T {
  const router = useRouter();
  const defaultState = useAppStore((s) => s.defaultState);
  const snapshot = () => select(homeViewOf(router, defaultState).view);
  return useSyncExternalStore(router.subscribe, snapshot, snapshot);
}

/** What the address named and the app could not read (shown to the reader, never thrown). */
export function useUnreadHomeParams(): HomeViewReading['unread'] {
  const router = useRouter();
  const defaultState = useAppStore((s) => s.defaultState);
  const snapshot = () => homeViewOf(router, defaultState).unread;
  return useSyncExternalStore(router.subscribe, snapshot, snapshot);
}

export type HomeViewChange = Partial<HomeView> | ((view: HomeView) => Partial<HomeView>);

/**
 * Changes the view by writing the URL (in place: Back leaves the page rather than stepping through
 * every tap). The router renders its new location in a transition; the controls that read the
 * changed part repaint at once. Stable, so memoized controls keep it as a prop.
 */
export function useSetHomeView(): (change: HomeViewChange) => void {
  const router = useRouter();
  return useCallback(
    (change: HomeViewChange) => {
      const { defaultState } = useAppStore.getState();
      const current = homeViewOf(router, defaultState).view;
      const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
      const { pathname, search, hash } = router.state.location;
      // A `?lang=` link has set the tab's language (kept for the tab, i18n.ts): the addresses the
      // app writes afterwards do not carry it, so a link copied later opens in its reader's language.
      const kept = new URLSearchParams(pathname === HOME_PATH ? search : '');
      kept.delete('lang');
      const nextSearch = homeViewSearch(next, kept.toString());
      if (pathname === HOME_PATH && nextSearch === search) return;
      void router.navigate(
        { pathname: HOME_PATH, search: nextSearch, hash: pathname === HOME_PATH ? hash : '' },
        { replace: pathname === HOME_PATH, preventScrollReset: true },
      );
    },
    [router],
  );
}
