import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider would choose at run time between this one and the CSS variables'
// provider, and so bring the latter's code: the app's theme has no CSS variables.
import { ThemeProvider } from '@mui/system';
import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { preloadFirstPage, routes } from './router';
import { theme } from './theme';

// The first render waits (a little at most) for the code of the page the visit starts on, which
// the page's HTML preloads: the page then commits once instead of a spinner first.
const FIRST_PAGE_WAIT_MS = 1_500;

/** Starts the whole app in `root`, at the page the address names (main.tsx, or the sign-in pages handing over). */
export function startApp(root: Root): void {
  // A drawn player's own script stops taking answers: the app takes them from here (decision 0154).
  document.documentElement.dataset.app = 'started';
  const router = createBrowserRouter(routes);
  const firstPageLoaded = preloadFirstPage(window.location.pathname).catch(() => undefined);
  void Promise.race([firstPageLoaded, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(() => {
    // As a transition, React renders the first page in slices with the browser free in between, not
    // in one long task (on a phone each is a long task that delays a tap); a page on screen (a
    // sign-in page handing over) stays until the new one is ready.
    startTransition(() =>
      root.render(
        <StrictMode>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <RouterProvider router={router} />
          </ThemeProvider>
        </StrictMode>,
      ),
    );
  });
}
