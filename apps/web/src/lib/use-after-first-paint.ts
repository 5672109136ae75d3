import { startTransition, useEffect, useState } from 'react';
import { useServerRender } from './server-page.js';

/**
 * False for a component's first render, then true once that render has been painted: a page draws
 * what the first screen shows in its first commit and the rest (below the fold) in a second one,
 * rendered in a transition. Two smaller commits, each with its own layout, instead of one long task
 * on a throttled phone (issue 24 item 3: Lighthouse's Total Blocking Time counts tasks over 50 ms).
 */
export function useAfterFirstPaint(): boolean {
  // True on the server, which sends the whole page (readable without JavaScript), and while the
  // browser hydrates that page, whose HTML already holds all of it: React reads a store's server
  // snapshot exactly then.
  const [painted, setPainted] = useState(useServerRender());
  useEffect(() => {
    if (painted) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the commit is the one that paints it; the timeout runs after that paint.
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first paint
  }, []);
  return painted;
}
