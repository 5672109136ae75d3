import type { CSSProperties } from 'react';

/**
 * Style of a part of a page that sits below a phone's first screen: the browser skips its layout and
 * paint until it nears the viewport (`content-visibility: auto`), which takes that work out of the
 * page's start-up (issue 24 item 3). `auto` remembers the last laid-out height; `estimatedHeight`
 * (px) is the first guess, about the part's usual height, so the scrollbar does not jump when it is
 * laid out. Find-in-page, anchors and assistive technology still reach the skipped content.
 */
export function belowTheFold(estimatedHeight: number): CSSProperties {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeight}px`,
  };
}
