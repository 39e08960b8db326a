import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { browserBuild, PRERENDER_DIR, prerenderBundle } from './vite/prerender.js';

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
      // The first pages' drawing for Node (vite/prerender.ts) is never sent to a browser.
      if (entry.isDirectory()) return entry.name === PRERENDER_DIR ? [] : walk(file);
      return [file];
    });
  return {
    name: 'solve-precompress',
    apply: browserBuild,
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
    apply: browserBuild,
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

/** The whole app (router, MUI, the shell), which main.tsx starts on every page but the sign-in pages. */
const APP = 'src/app/start.tsx';
/** The sign-in pages on their own (features/auth/SignInApp.tsx). */
const SIGN_IN = 'src/features/auth/SignInApp.tsx';

/**
 * What each first page loads after the entry, by route: the sign-in pages alone, or the whole app
 * with the page, the Apollo client where the page reads through it, and the header the shell shows there (app/shell/AppShell.tsx; the side bar is
 * left out, as phones do without it). The server sends these routes a copy of index.html that
 * names those files too (server/src/http/static.ts), so a phone fetches them beside the entry
 * instead of one round trip after it has run.
 */
const FIRST_PAGES: Record<string, string[]> = {
  home: [APP, 'src/features/home/HomePage.tsx'],
  login: [SIGN_IN],
  family: [SIGN_IN],
  instructor: [SIGN_IN],
  admin: [SIGN_IN],
  catalog: [APP, 'src/features/catalog/CatalogPage.tsx', 'src/app/ApolloBoundary.tsx', 'src/app/shell/Header.tsx'],
  post: [APP, 'src/features/posts/PostPage.tsx', 'src/app/ApolloBoundary.tsx', 'src/app/shell/Header.tsx'],
  // Signed-in pages a phone often opens first (a link, a bookmark, the lesson list's Start).
  problemSets: [APP, 'src/features/player/PlayerPage.tsx', 'src/app/ApolloBoundary.tsx'],
  lessons: [APP, 'src/features/classroom/ClassroomPage.tsx', 'src/app/ApolloBoundary.tsx', 'src/app/shell/Header.tsx'],
  cart: [APP, 'src/features/cart/CartPage.tsx', 'src/app/ApolloBoundary.tsx', 'src/app/shell/Header.tsx'],
  // The dashboard's first answers come without Apollo (app/graphql/firstPageQuery.ts), which loads after.
  dashboard: [APP, 'src/features/dashboard/DashboardPage.tsx', 'src/app/shell/Header.tsx'],
  // Staff's page of a class (/manage/classes/:id), opened from a link or a bookmark.
  manageClass: [
    APP,
    'src/features/manage/ManageLayout.tsx',
    'src/features/manage/classes/ClassPage.tsx',
    'src/app/shell/TestModeBanner.tsx',
    'src/app/ApolloBoundary.tsx',
    'src/app/shell/Header.tsx',
  ],
};

/**
 * Writes routes/<name>.html for each of FIRST_PAGES: index.html with modulepreload and style sheet
 * links for its page's files; index.html itself gets those of the whole app.
 */
function firstPagePreloads(): Plugin {
  let root = '';
  return {
    name: 'solve-first-page-preloads',
    apply: browserBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => path.relative(root, id).split(path.sep).join('/') === module));
      /** A chunk and its static imports, with their style sheets. */
      const closure = (start: string[], into: Set<string>) => {
        const visit = (file: string) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = byFile.get(file);
          if (!chunk) return;
          chunk.viteMetadata?.importedCss.forEach((css) => into.add(css));
          chunk.imports.forEach(visit);
        };
        start.forEach(visit);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loaded = closure([entry.fileName], new Set());
      /** index.html with links to the files of `modules` that the entry does not load. */
      const withLinks = (source: string, modules: string[]) => {
        const files = modules.map((module) => {
          const chunk = chunkOf(module);
          if (!chunk) throw new Error(`${module} is in no chunk: update FIRST_PAGES in web/vite.config.ts`);
          return chunk.fileName;
        });
        const extra = [...closure(files, new Set())].filter((file) => !loaded.has(file));
        const links = extra
          .map((file) =>
            file.endsWith('.css')
              ? `<link rel="stylesheet" crossorigin href="/${file}">`
              : `<link rel="modulepreload" crossorigin href="/${file}">`,
          )
          .join('\n    ');
        return source.replace('</head>', `  ${links}\n  </head>`);
      };
      const plain = String(html.source);
      for (const [name, modules] of Object.entries(FIRST_PAGES)) {
        this.emitFile({ type: 'asset', fileName: `routes/${name}.html`, source: withLinks(plain, modules) });
      }
      // Any other page starts the whole app: index.html names its files.
      html.source = withLinks(plain, [APP]);
    },
  };
}

/** Modules named `folder/<name>.ext` or `folder/<name>/…`, for each name (a pattern); `/` matches either separator. */
const modules = (folder: string, names: string[]) => `${folder.replaceAll('/', '[\\\\/]')}[\\\\/](?:${names.join('|')})[\\\\/.]`;

/**
 * Chunks made of named modules, so that a first page is a few files rather than dozens of small
 * shared chunks: over HTTP/1.1 a phone opens six connections and each further request waits a
 * round trip. Whatever imports one module of a group loads the whole group, so each holds only
 * what the first pages (home, sign-in, catalog, a post, the dashboard) use anyway, or what pages
 * loaded later use together; pages and dialogs that load later keep their own chunks (`npm run bundle` counts the files of each first page). A module
 * two groups would take (one names it, or imports it) goes to the group of higher priority.
 */
const CHUNK_GROUPS = [
  {
    // What every page runs, the sign-in pages too; changes only with an upgrade.
    name: 'react',
    priority: 10,
    test: new RegExp(modules('node_modules', ['react', 'react-dom', 'scheduler'])),
  },
  {
    // What every page of the app runs but the sign-in pages (the router, MUI's style engine).
    name: 'framework',
    priority: 9,
    test: new RegExp(
      modules('node_modules', [
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
    // The MUI components of the shell and of the app's first pages, with the few small helpers of
    // the app that most of its pages use.
    name: 'mui-basics',
    priority: 8,
    test: new RegExp(
      [
        modules('web/src/components', ['visuallyHidden', 'useOpenedOnce']),
        modules('node_modules/@mui/icons-material(?:/esm)?', ['Menu']),
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
        ]),
      ].join('|'),
    ),
  },
  {
    // MUI's form fields, which the first pages do without (the forms come later: checkout, dialogs,
    // the back office), in one chunk for the pages that have them.
    name: 'mui-fields',
    priority: 7,
    test: new RegExp(
      modules('node_modules/@mui/material(?:/esm)?', [
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
    // MUI's dialog and its parts, which the catalog's and a post's class cards open.
    name: 'mui-dialogs',
    priority: 6,
    test: new RegExp(modules('node_modules/@mui/material(?:/esm)?', ['Modal', 'Dialog', 'DialogTitle', 'DialogContent', 'DialogActions'])),
  },
  {
    // Apollo's client and what it runs on, loaded with the first page that reads through it
    // (app/withApollo.tsx): every such page needs all of it. Its errors module goes with sign-in,
    // graphql-ws with the live connection (which the sign-in page's counter opens without Apollo).
    name: 'apollo',
    priority: 1,
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        modules('node_modules', [
          '@apollo/client(?![\\/]errors)',
          'rxjs',
          'graphql',
          'optimism',
          '@wry/[^\\\\/]+',
          'tslib',
          'symbol-observable',
        ]),
        modules('web/src/app', ['ApolloBoundary', 'apollo']),
      ].join('|'),
    ),
  },
  {
    // The live connection, which the sign-in page's counter opens without Apollo.
    name: 'live',
    priority: 4,
    test: new RegExp([modules('node_modules', ['graphql-ws']), modules('web/src/app/graphql', ['live'])].join('|')),
  },
  {
    // The side bar with its icons, which every page of the app but home on a phone shows.
    name: 'side-bar',
    priority: 3,
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        modules('web/src/app/shell', ['SideBar', 'NavIcon', 'navItems']),
        modules('core/src', ['shell']),
        // NavIcon's icons.
        modules('node_modules/@mui/icons-material(?:/esm)?', [
          '(?:AdminPanelSettings|Assessment|CalendarMonth|Dashboard|Group|HelpOutline|Home|Mail|MenuBook|Newspaper|ReceiptLong|Settings)Outlined',
        ]),
      ].join('|'),
    ),
  },
  {
    // Dates in the academy's time zone and the grid of cards, which most pages of the app show.
    name: 'app-parts',
    priority: 2,
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        modules('web/src/app', ['dates']),
        modules('web/src/components', ['CardGrid', 'GradeLabel']),
        modules('core/src', ['calendar', 'class-schedule', 'classroom']),
        modules('node_modules', ['@date-fns/tz']),
      ].join('|'),
    ),
  },
  {
    // The sign-in pages (a visit that starts on one loads only this, the session and React:
    // SignInApp.tsx) with their style sheets and the texts they show (the message catalogue, which
    // the app's forms and error texts read too), which home's Login modal uses as well.
    name: 'sign-in',
    priority: 5,
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        modules('core/src', ['messages[\\w-]*', 'text-checks']),
        modules('web/src/components', ['errorMessage', 'telHref', 'plain', 'useFormFields']),
        modules('web/src/features/auth', [
          'SignInApp',
          'signIn',
          'StudentLoginPage',
          'StudentLoginForm',
          'StudentIdentity',
          'FamilyLoginPage',
          'FamilyLoginForm',
          'EmployeeLoginPage',
          'AuthCard',
          'EnrolledNotice',
          'ProblemsSolvedCounter',
          'SwitchSignInLinks',
          'routeState',
          'useThrottledAction',
          'useCountdown',
          'useEmployeeSignIn',
          'useFinishStudentSignIn',
          'workSession',
          '[a-z]+\\.documents',
        ]),
        modules('node_modules/@apollo/client', ['errors']),
      ].join('|'),
    ),
  },
  {
    // What the sign-in pages share with every page of the app (the session, the request, the
    // navigation), which the entry loads for all of them: apart from the sign-in forms, which the
    // app's pages load only where they show them (home's Login, the catalog's free enrolment).
    name: 'session',
    priority: 5,
    includeDependenciesRecursively: false,
    test: new RegExp(
      [
        modules('core/src', ['grades', 'numbers', 'constants']),
        modules('web/src/app', ['session', 'navigation', 'academy', 'storage', 'cookies', 'apolloInstance', 'graphql[\\\\/]request']),
        modules('web/src/features/auth', ['signInPages']),
        modules('web/src', ['graphql']),
        modules('node_modules', ['@0no-co/graphql\\.web', 'gql\\.tada']),
      ].join('|'),
    ),
  },
];

export default defineConfig({
  plugins: [react(), prerenderBundle(), precompress(), chunkMap(), firstPagePreloads()],
  // The packages' browser builds (ES modules without their server code): naming `source` alone
  // would drop Vite's own conditions and take the CommonJS or UMD builds of Emotion and stylis.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // One GraphQL parser and printer in the browser: the documents are parsed by gql.tada's
    // (@0no-co/graphql.web), whose few functions are the ones Apollo's client imports from graphql.
    alias: [{ find: /^graphql$/, replacement: '@0no-co/graphql.web' }],
  },
  build: {
    outDir: 'dist',
    // No source maps in the build a server serves; `SOURCEMAP=true npm run build -w web` writes them
    // for looking into the bundle locally.
    sourcemap: process.env.SOURCEMAP === 'true',
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which chunks each page loads, read by `npm run bundle`.
    manifest: true,
    rolldownOptions: {
      // A feature's index.ts only re-exports: importing one name through it must not load the
      // feature's other modules (GraphQL documents run graphql() as they load) into the importer's chunk.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/](?:manage[\\/])?[^\\/]+[\\/]index\.ts$/, sideEffects: false }] },
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
      '/documents': 'http://localhost:3000',
    },
  },
});
