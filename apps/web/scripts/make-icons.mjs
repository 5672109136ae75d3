// Renders the app's PNG icons (web manifest: 192, 512 and a maskable 512) from public/icon.svg with
// the Debian Chromium the e2e tests use, so no image tool or download is needed. Run it once after
// changing icon.svg and commit the PNGs: nothing is generated at build or run time.
//
//   node apps/web/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publicDir}icon.svg`, 'utf8');
const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/**
 * A maskable icon is cropped by the launcher to any shape inside its central circle (40% radius):
 * a full-bleed background, and the three balls scaled into that circle.
 */
const maskable =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#1c7ed6"/>' +
  `<g transform="translate(256 256) scale(0.8) translate(-256 -256)">${inner.replace(/<rect[^>]*\/>/, '')}</g></svg>`;

const icons = [
  { file: 'icons/icon-192.png', size: 192, source: svg },
  { file: 'icons/icon-512.png', size: 512, source: svg },
  { file: 'icons/icon-maskable-512.png', size: 512, source: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const { file, size, source } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: true });
    await page.close();
    console.log(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
