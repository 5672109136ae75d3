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
  // A frame's callbacks run before its paint, and a task queued from one runs once the frame is drawn
  // on the main thread, but before the compositor has presented it: on a busy machine 50 ms and more
  // before the paint, and the app's first files then counted as holding the paint up (Lighthouse:
  // FCP 1.4 s, LCP 1.9 s). The next frame's callbacks come after that presentation.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
  setTimeout(once, START_ANYWAY_MS);
}

afterFirstPaint(() => void import('./start.js'));
