// Generates the favicon and the web app manifest's icons (cabinet/public/icons/*.png) from one SVG in the kit's brand colour
// (ui-kit/src/theme/tokens.ts `brand`). Run once after changing the mark; the PNGs are committed:
//   node scripts/toolchain.mjs node cabinet/scripts/icons.mjs
// Renders with Playwright's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const cabinet = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tokens = fs.readFileSync(path.join(cabinet, '../ui-kit/src/theme/tokens.ts'), 'utf8');
const brand = /brand:\s*'(#[0-9A-Fa-f]{6})'/.exec(tokens)?.[1];
if (!brand) throw new Error('no brand colour in ui-kit/src/theme/tokens.ts');
const { chromium } = createRequire(path.join(cabinet, '../e2e/package.json'))('@playwright/test');

/** The favicon's box mark; `inset` is the share of the side left around it (maskable icons keep a safe zone). */
const svg = (size, { inset, rounded }) => {
  const mark = size * (1 - 2 * inset);
  const s = mark / 32;
  const o = size * inset;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${brand}"/>
<g transform="translate(${o} ${o}) scale(${s})"><path d="M8 12l8-4 8 4v10l-8 4-8-4z M8 12l8 4 8-4 M16 16v10" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></g>
</svg>`;
};

const icons = [
  // the browser tab's icon: a PNG, decoded in a moment (an SVG favicon is parsed as a document on the page's main
  // thread while the first screen renders: 18 ms under the bench's 4x throttling)
  { file: 'favicon-32.png', size: 32, inset: 0.06, rounded: true },
  { file: 'icon-192.png', size: 192, inset: 0.06, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0.06, rounded: true },
  // maskable: the platform cuts its own shape, so full bleed and the mark inside the 80% safe circle
  { file: 'icon-maskable-512.png', size: 512, inset: 0.2, rounded: false },
  // iOS rounds the corners itself and shows transparency as black
  { file: 'apple-touch-icon-180.png', size: 180, inset: 0.1, rounded: false },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(cabinet, 'public/icons', icon.file), omitBackground: true });
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
