import path from 'node:path';
import { build, type ConfigEnv, type Plugin } from 'vite';

/**
 * Where the build puts src/prerender.tsx built for Node, inside dist (so that Node finds the
 * packages it leaves out, and a deploy carries it) but never served: the server serves no dot
 * folders. The server draws the first pages with it (server/src/http/first-page-drawing.ts).
 */
export const PRERENDER_DIR = '.ssr';

/** Plugins of the browser's build only (not of the build for Node that draws the first pages). */
export const browserBuild = (_: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/**
 * After the browser's build, builds the first pages' drawing for Node (`build.ssr`) into
 * dist/.ssr/prerender.js. Runs before the compression of the build's files, which leaves it alone.
 */
export function prerenderBundle(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'solve-prerender-bundle',
    apply: browserBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir, PRERENDER_DIR);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          root,
          logLevel: 'warn',
          build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, sourcemap: false, copyPublicDir: false },
        });
      },
    },
  };
}
