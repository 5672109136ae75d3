// Loads the browser's locale data (ICU) on a worker thread while the page's files download. ICU's
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
globalThis.close();
