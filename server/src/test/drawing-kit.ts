import { BOOT } from '../http/first-page-drawing.js';

/** A first page's copy of index.html as the build writes it: the app's entry, the page's preload, the boot placeholder. */
export const pageTemplate = (page: string) =>
  `<!doctype html><title>Solve</title><script type="module" crossorigin src="/assets/index.js"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/${page}.js">\n<body>${BOOT}</body>`;
