import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Text files worth compressing. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers outweigh what compression saves. */
const SMALLEST = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, compressed
 * once at the highest levels, so that the server sends phones a third of the bytes without
 * spending CPU on each request (server/src/http/static.ts).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'solve-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < SMALLEST) continue;
        const content = readFileSync(file);
        const brotli = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: brotli }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['source'] },
  build: {
    outDir: 'dist',
    // No source maps in the build a server serves; `SOURCEMAP=true npm run build -w web` writes them
    // for looking into the bundle locally.
    sourcemap: process.env.SOURCEMAP === 'true',
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which chunks each page loads, read by `npm run bundle`.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs (React, the router, MUI's style engine) in one file: one request, and
              // compressed together it is smaller than as the many small chunks shared code splits into.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|styled-engine|private-theming|utils)|hoist-non-react-statics|react-is|clsx|@babel[\\/]runtime)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true },
      '/files': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
