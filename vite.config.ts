import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each hashed
 * script and stylesheet of the browser build. server/index.ts serves them as
 * they are (express-static-gzip): smaller than what a server can afford to
 * compress per request, and no CPU per request.
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /^assets\/.+\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const output = bundle[file]!;
          const source = Buffer.from(output.type === "chunk" ? output.code : output.source);
          const target = path.join(options.dir!, file);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Code only the form pages load (account, sign-in, feedback): Conform, the
 * field components, the forms' helpers and labels. Kept out of the chunk every
 * page loads.
 */
const formCode =
  /node_modules[\\/]@conform-to[\\/]|[\\/](password-field|ui[\\/]field)\.tsx$|[\\/](feedback[\\/]form|db[\\/]schema|lib[\\/]forms)\.ts$/;

/** The search results' components: /search and the header's instant results share them. */
const searchResultsCode = /[\\/]components[\\/]search[\\/]search-results\.tsx$/;

/** The garage's forms: only the vehicle, garage and account pages show them. */
const garageFormsCode = /[\\/]components[\\/]vehicles[\\/]garage-forms\.tsx$/;

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  environments: {
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            // Few shared chunks: every page needs React and React Router, and each
            // request costs about a kilobyte of headers before any code, so two
            // dozen tiny shared chunks (one per icon) cost more than the few
            // kilobytes of shared code a page loads without using. Route modules
            // stay one chunk per route. See docs/decisions/0013.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie)[\\/]|rolldown[\\/]runtime/,
                  priority: 2,
                },
                {
                  // App code and icons used by more than one route, except the
                  // form code, which only the account, sign-in and feedback pages need,
                  // and the search results, which only /search and the header's
                  // instant results (a chunk loaded on demand) show.
                  name: "shared",
                  test: (id) =>
                    /node_modules[\\/]lucide-react[\\/]|[\\/]app[\\/](components|lib)[\\/]|vite[\\/]preload-helper/.test(
                      id,
                    ) &&
                    !formCode.test(id) &&
                    !searchResultsCode.test(id) &&
                    !garageFormsCode.test(id),
                  minShareCount: 2,
                  priority: 1,
                },
                {
                  // What only the account, sign-in and feedback forms use, in one request.
                  name: "forms",
                  test: formCode,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The Express app that wraps React Router's handler is bundled with the
    // server build so it shares module instances (router contexts) with the
    // routes. server/index.ts imports it from build/server/index.js.
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
});
