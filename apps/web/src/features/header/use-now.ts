import { useEffect, useState } from 'react';
import { useFirstRenderNow } from '../../lib/server-page.js';

/** The current time, refreshed every `intervalMs`, so relative times ('2 min ago') stay current. */
export function useNow(intervalMs = 30_000): number {
  // The server's time while hydrating its page (the same text), the clock from then on.
  const [now, setNow] = useState(useFirstRenderNow());
  useEffect(() => {
    // Straight after mount: a page hydrated at the server's time shows the clock's at once.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [intervalMs]);
  return now;
}
