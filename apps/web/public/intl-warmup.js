// Loads the browser's locale data (ICU) and the first screen's fonts on a worker thread while the
// page's files download. ICU's
// data and caches belong to the whole renderer process, so the app's first Intl formatter on the main
// thread is then cheap: done on the main thread (an inline script until issue 24), this load was one
// 50-220 ms task (x4 on a throttled phone) that also held back the first paint. The formats are the
// ones the first screen builds (lib/format.ts, i18next's plurals) in both of the app's locales.
for (const locale of ['en-US', 'es-US']) {
  try {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.PluralRules(locale).select(2);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'hour');
    // UTC and the device's own zone load the time-zone data the states' zones are read from too.
    for (const timeZone of ['UTC', undefined]) {
      new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
        0,
      );
    }
  } catch {
    // An engine without one of these formats: the app builds what it can on its own.
  }
}

// The same for the fonts the first screens draw their text in (the app's sans-serif and monospace at
// the sizes and weights of the header, the latest results, the controls and the analysis): the first
// layout that used each one paid its font lookup and loading (fontconfig on Linux), 10-20 ms more in
// the layout after each of the first commits. Measuring text on an OffscreenCanvas loads them here.
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const MONO = 'ui-monospace, monospace';
const FONTS = [
  ...[
    '400 12px',
    '600 12px',
    '700 12px',
    '400 14px',
    '500 14px',
    '600 14px',
    '700 14px',
    '800 14px',
  ],
  ...['400 16px', '700 16px', '800 16px', '700 20px', '700 22px', '700 26px', '700 10px'],
].map((size) => `${size} ${SANS}`);
FONTS.push(`700 12px ${MONO}`, `700 24px ${MONO}`, '700 10px Arial, sans-serif');
try {
  const context = new OffscreenCanvas(16, 16).getContext('2d');
  for (const font of FONTS) {
    context.font = font;
    context.fillText('Aa 0123456789 ñé·—', 0, 12);
  }
} catch {
  // No OffscreenCanvas here: the page loads its fonts itself.
}

globalThis.close();
