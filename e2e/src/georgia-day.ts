// Tests that buy or pick a Georgia draw and then have the local source answer it need a draw of the
// server's own today still on sale: the scraper refuses a draw dated later. From 11 PM Eastern none is
// (the last sales close at 11:19 PM), so such a test runs the app server's clock ahead into the next
// day (src/shifted-clock.mjs, under 70 minutes); at any other hour the server keeps its own clock.
const EASTERN = 'America/New_York';
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How far ahead the app server's clock must run (0 before 11 PM Eastern): pass to startApp. */
export function serverClockShift(now = Date.now()): number {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: EASTERN,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  if (hour! < 23) return 0;
  return HOUR_MS - minute! * MINUTE_MS + 5 * MINUTE_MS;
}

/** The app server's today in Georgia's zone (YYYY-MM-DD), with its clock run `shift` ahead. */
export function georgiaToday(shift: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: EASTERN }).format(
    new Date(Date.now() + shift),
  );
}
