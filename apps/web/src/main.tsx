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
  // The browser's own word that the first contentful paint is on screen (Paint Timing): a frame's
  // callbacks, and a task queued from one, run when the frame is drawn on the main thread but
  // before it is presented, which on a busy machine was 50 ms and more before the paint, and the
  // app's 20 first files then counted as holding the paint up (Lighthouse: FCP 1.4 s, LCP 1.9 s).
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
