/**
 * Draws the web app's PNG icons (public/icons/) from the same monogram as
 * public/favicon.svg, in the system Chromium. Run once after changing the
 * design, and commit the PNGs: `node scripts/generate-icons.ts`.
 *
 * - icon-192.png, icon-512.png: the favicon's rounded square, transparent corners.
 * - icon-maskable-512.png: full bleed, the letters inside the central 80 % circle
 *   that every mask shape keeps.
 * - apple-touch-icon.png (180): full bleed and opaque; iOS rounds the corners itself.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const outDir = path.resolve(import.meta.dirname, "../public/icons");
/** The site's accent (--accent in app/app.css, light theme) and white: 5.2:1. */
const accent = "#c2410c";
const font = "'Liberation Sans', Arial, system-ui, sans-serif";

type Icon = {
  file: string;
  size: number;
  rounded: boolean /** Letter height as a share of the icon. */;
  scale: number;
};

const icons: Icon[] = [
  { file: "icon-192.png", size: 192, rounded: true, scale: 28 / 64 },
  { file: "icon-512.png", size: 512, rounded: true, scale: 28 / 64 },
  { file: "icon-maskable-512.png", size: 512, rounded: false, scale: 0.36 },
  { file: "apple-touch-icon.png", size: 180, rounded: false, scale: 0.36 },
];

function svg({ size, rounded, scale }: Icon) {
  const fontSize = Math.round(size * scale);
  // The baseline that centres capital letters (cap height ≈ 0.72 em in Arial-like faces).
  const baseline = Math.round(size / 2 + fontSize * 0.36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? Math.round((size * 12) / 64) : 0}" fill="${accent}"/>
  <text x="${size / 2}" y="${baseline}" font-family="${font}" font-size="${fontSize}" font-weight="900"
    text-anchor="middle" fill="#fff">CM</text>
</svg>`;
}

const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
);
if (!executablePath) throw new Error("No Chromium found: install one or set CHROME_PATH.");

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html><body style="margin:0">${svg(icon)}</body>`);
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: icon.rounded,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
