/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between. The start-up steps (messages, router, first render) each fit a short task this way,
 * instead of one long task that blocks a phone's first taps (Lighthouse's Total Blocking Time).
 * scheduler.yield() (Chromium) resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
