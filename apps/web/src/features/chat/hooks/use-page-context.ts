import { useLocation } from 'react-router-dom';
import { isKnownState, parseDrawTime, type DrawTimeCode } from '@pick3/core';
import type { ChatBody } from '@pick3/contract';
import { useHomeView } from '../../../stores/home-view.js';
import { activeLanguage } from '../../../i18n/i18n.js';

export type ChatPage = NonNullable<ChatBody['page']>;

const DRAW_TIME_FILTERS: readonly string[] = ['Morn', 'Day', 'Eve', 'Nite'];

/**
 * What the page on screen shows, sent with every question: the state its heading shows, else the
 * state of a results page's address, else the main page's state (its address, or the reader's default state); the draw time the page
 * is narrowed to; and the language. The helper answers about that state unless the question names
 * another, in that language.
 */
export function pageContext(
  pathname: string,
  currentState: string,
  timeFilter: string,
  pageState?: string,
): ChatPage {
  const fromPath = /^\/results\/([A-Za-z]{2})(?:\/|$)/.exec(pathname)?.[1]?.toUpperCase();
  const state = pageState?.toUpperCase() ?? fromPath ?? currentState;
  const drawTime: DrawTimeCode | undefined = DRAW_TIME_FILTERS.includes(timeFilter)
    ? parseDrawTime(timeFilter)
    : undefined;
  return {
    // A stored code the server does not know would be refused (400): the question goes without it.
    ...(isKnownState(state) ? { state } : {}),
    ...(drawTime === undefined ? {} : { drawTime }),
    language: activeLanguage(),
  };
}

/** The page context of the current screen (see pageContext); `pageState`: its heading's state. */
export function usePageContext(pageState?: string): () => ChatPage {
  const { pathname } = useLocation();
  const currentState = useHomeView((v) => v.currentState);
  const timeFilter = useHomeView((v) => v.timeFilter);
  return () => pageContext(pathname, currentState, timeFilter, pageState);
}
