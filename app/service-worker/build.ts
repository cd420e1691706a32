import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { emergencyNodes } from "../content/emergency";

/**
 * Writes build/client/sw.js once `react-router build` has written the browser
 * and server builds (react-router.config.ts `buildEnd`): the worker
 * (./worker.ts, bundled as a classic script) with what it stores at install
 * written at its top. docs/decisions/0020.
 */

/** The pages a visitor may need at the roadside with no signal, and the app's start page. */
export function installedPages(nodes: readonly { id: string }[] = emergencyNodes) {
  return [
    "/",
    "/emergency-diagnostic",
    ...nodes.filter((node) => node.id !== "start").map((node) => `/emergency-diagnostic/${node.id}`),
    "/dangerous-problems",
  ];
}

export const offlinePage = "/offline";

type RouterManifest = {
  version: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<
    string,
    { module: string; imports?: string[]; css?: string[]; hasDefaultExport?: boolean } | undefined
  >;
};

/** React Router's browser manifest, as the build wrote it (assets/manifest-<hash>.js). */
async function readRouterManifest(clientDir: string): Promise<{ file: string; manifest: RouterManifest }> {
  const files = (await readdir(path.join(clientDir, "assets"))).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (files.length !== 1) throw new Error(`Expected one React Router manifest in ${clientDir}/assets, found ${files}`);
  const file = path.join(clientDir, "assets", files[0]!);
  const source = await readFile(file, "utf8");
  const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(source)?.[1];
  if (!json) throw new Error(`${file} is not in the form this build step knows: window.__reactRouterManifest={...}`);
  return { file, manifest: JSON.parse(json) as RouterManifest };
}

/**
 * The scripts and stylesheets stored at install: the entry and every route
 * module with its imports (not only the installed pages' own: offline, a tap
 * on any link must find its route's code, or the router reloads the page it is
 * on), and every stylesheet. Resource routes have no browser code. Chunks
 * loaded on demand inside a page (the password-strength dictionaries) are not
 * route imports and stay out.
 */
export function installedAssets(manifest: RouterManifest, stylesheets: string[]) {
  const assets = new Set([manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])]);
  for (const route of Object.values(manifest.routes)) {
    if (!route || route.hasDefaultExport === false) continue;
    for (const asset of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) assets.add(asset);
  }
  for (const stylesheet of stylesheets) assets.add(stylesheet);
  return [...assets].sort();
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    ),
  );
  return nested.flat().sort();
}

export async function buildServiceWorker({ buildDirectory }: { buildDirectory: string }) {
  const clientDir = path.join(buildDirectory, "client");
  const { file: manifestFile, manifest } = await readRouterManifest(clientDir);
  const stylesheets = (await readdir(path.join(clientDir, "assets")))
    .filter((file) => file.endsWith(".css"))
    .map((file) => `/assets/${file}`);
  const assets = installedAssets(manifest, stylesheets);

  const [bundle] = (await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      copyPublicDir: false,
      lib: { entry: path.join(import.meta.dirname, "worker.ts"), formats: ["iife"], name: "carMechanicAiWorker" },
    },
  })) as { output: { type: string; code?: string }[] }[];
  const code = bundle?.output.find((output) => output.type === "chunk")?.code;
  if (!code) throw new Error("The service worker bundle came out empty");

  // The build's identity: the worker, the browser manifest and the whole
  // server build (page content changes there without touching the browser code).
  const hash = createHash("sha256")
    .update(code)
    .update(await readFile(manifestFile));
  for (const file of await filesUnder(path.join(buildDirectory, "server"))) hash.update(await readFile(file));
  const version = hash.digest("hex").slice(0, 12);

  const precache = {
    version,
    pages: installedPages(),
    offlinePage,
    assets,
    // What React Router's route discovery (/__manifest) needs when the network is gone.
    router: { version: manifest.version, routes: manifest.routes },
  };
  const target = path.join(clientDir, "sw.js");
  await writeFile(target, `const PRECACHE = ${JSON.stringify(precache)};\n${code}`);

  const assetBytes = (
    await Promise.all(
      assets.map(
        async (asset) =>
          (
            await stat(path.join(clientDir, `${asset}.br`)).catch(() => stat(path.join(clientDir, asset)))
          ).size,
      ),
    )
  ).reduce((sum, size) => sum + size, 0);
  console.log(
    `Service worker ${version}: ${precache.pages.length} pages, the offline page and ${assets.length} assets (${(assetBytes / 1000).toFixed(1)} kB brotli) stored at install → ${path.relative(process.cwd(), target)}`,
  );
}
