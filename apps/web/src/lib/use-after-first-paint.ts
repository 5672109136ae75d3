import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, then true once that render has been painted: a page draws
 * what the first screen shows in its first commit and the rest (below the fold) in a second one,
 * rendered in a transition. Two smaller commits, each with its own layout, instead of one long task
 * on a throttled phone (issue 24 item 3: Lighthouse's Total Blocking Time counts tasks over 50 ms).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
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
  }, []);
  return painted;
}
