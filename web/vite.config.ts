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

/**
 * Writes dist/.vite/chunks.json, the chunk file each of the app's own modules went into: the
 * manifest names a chunk by the module it was made for, and a page inside a group has none.
 * Read by `npm run bundle`.
 */
function chunkMap(): Plugin {
  let root = '';
  return {
    name: 'solve-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const name = path.relative(root, id);
          if (!name.startsWith('..') && !name.includes('node_modules')) chunkOf[name.split(path.sep).join('/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunkOf, null, 1) });
    },
  };
}

/** Modules named `folder/<name>.ext` or `folder/<name>/…`, for each name (a pattern); `/` matches either separator. */
const modules = (folder: string, names: string[]) => `${folder.replaceAll('/', '[\\\\/]')}[\\\\/](?:${names.join('|')})[\\\\/.]`;

/**
 * Chunks made of named modules, so that a first page is a few files rather than dozens of small
 * shared chunks: over HTTP/1.1 a phone opens six connections and each further request waits a
 * round trip. Whatever imports one module of a group loads the whole group, so each holds only
 * what the first pages (home, sign-in, catalog, a post) use anyway; pages and dialogs that load
 * later keep their own chunks (`npm run bundle` counts the files of each first page). A module
 * two groups would take (one names it, or imports it) goes to the group of higher priority.
 */
const CHUNK_GROUPS = [
  {
    // What every page runs (React, the router, MUI's style engine); changes only with an upgrade.
    name: 'framework',
    priority: 4,
    test: new RegExp(
      modules('node_modules', [
        'react',
        'react-dom',
        'scheduler',
        'react-router',
        '@emotion/[^\\\\/]+',
        'stylis',
        '@mui/(?:system|styled-engine|private-theming|utils)',
        'hoist-non-react-statics',
        'react-is',
        'clsx',
        '@babel/runtime',
      ]),
    ),
  },
  {
    // The MUI components of the shell and the sign-in pages.
    name: 'mui-basics',
    priority: 3,
    test: new RegExp(
      modules('node_modules/@mui/material(?:/esm)?', [
        'styles',
        'utils',
        'internal',
        'colors',
        'transitions',
        'useMediaQuery',
        'useLazyRipple',
        'zero-styled',
        'DefaultPropsProvider',
        'ButtonBase',
        'Button',
        'IconButton',
        'Typography',
        'Paper',
        'Link',
        'SvgIcon',
        'Box',
        'Stack',
        'CircularProgress',
        'Avatar',
        'AppBar',
        'Toolbar',
        'Badge',
        'Card',
        'CardActionArea',
        'CssBaseline',
        'FormControl',
        'FormLabel',
        'InputLabel',
        'InputBase',
        'OutlinedInput',
        'FormHelperText',
      ]),
    ),
  },
  {
    // Apollo's client and what it runs on, loaded with the first page that reads through it
    // (app/withApollo.tsx): every such page needs all of it. Its errors module goes with sign-in,
    // graphql-ws with the live connection (which the sign-in page's counter opens without Apollo).
    name: 'apollo',
    priority: 1,
    test: new RegExp(
      modules('node_modules', [
        '@apollo/client(?![\\/]errors)',
        'rxjs',
        'graphql',
        'optimism',
        '@wry/[^\\\\/]+',
        'tslib',
        'symbol-observable',
      ]),
    ),
  },
  {
    // Student sign-in, which the sign-in pages and home's Login modal share, with the texts it shows;
    // what it imports from the shell (the session, the request) stays with the shell.
    name: 'sign-in',
    priority: 2,
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        modules('core/src', ['messages[\\w-]*', 'text-checks', 'grades']),
        modules('web/src/components', ['errorMessage', 'telHref', 'TextInput']),
        modules('web/src/features/auth', [
          'StudentLoginPage',
          'StudentLoginForm',
          'StudentIdentity',
          'AuthCard',
          'EnrolledNotice',
          'ProblemsSolvedCounter',
          'SwitchSignInLinks',
          'SubmitButton',
          'routeState',
          'useThrottledAction',
          'useEmployeeSignIn',
          'useFinishStudentSignIn',
          '[a-z]+\\.documents',
        ]),
        modules('node_modules/@apollo/client', ['errors']),
      ].join('|'),
    ),
  },
];

export default defineConfig({
  plugins: [react(), precompress(), chunkMap()],
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
        // A first page is a few files rather than dozens of small shared chunks: over HTTP/1.1 a phone
        // opens six connections, and each further request waits a round trip (`npm run bundle` counts them).
        codeSplitting: { groups: CHUNK_GROUPS },
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
