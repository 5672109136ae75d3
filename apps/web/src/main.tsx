// The browser's entry. The server's page is already the first screen (apps/api pages/): the HTML
// and the style in the head are all its first paint needs, so the app's code (start.tsx, which
// hydrates it) is fetched only after that paint. Fetched with the page, the scripts competed with the
// style for a phone's slow connection, and delayed the first paint (Lighthouse's simulated paint
// counts every script that arrived before it as holding it up).
import './app/styles.js';

/** A tab that does not paint (opened in the background) starts the app after this long anyway. */
const START_ANYWAY_MS = 1000;

function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The browser's own word that the first contentful paint is on screen (Paint Timing). A frame's
  // callbacks, and a task queued from one (one frame or two later), ran when a frame was drawn on
  // the main thread but before the paint was presented, on a busy machine 50 ms and more before it:
  // the app's first files then counted as holding the paint up (Lighthouse: LCP 1.8-2.1 s in a
  // third of the runs). On this signal LCP stayed under 1.4 s in every run (docs/BENCHMARKS.md).
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, START_ANYWAY_MS);
}

afterFirstPaint(() => void import('./start.js'));
