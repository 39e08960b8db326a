import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadAcademy } from './app/academy';
import { reloadOnceForStaleChunk } from './app/errors/staleChunk';
import { preloadFirstPage, routes } from './app/router';
import { theme } from './app/theme';
import { reportWebVitals } from './app/vitals/reportWebVitals';

// A chunk (or its style sheet) of an older build failed to preload: reload once to get the new one;
// past the guard the error goes on to the route's error element.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

const router = createBrowserRouter(routes);

// Every first page shows the academy's facts (sign-in's phone, home's name): ask before rendering.
loadAcademy();

// The first render waits (a little at most) for the code of the page the visit starts on, which
// the page's HTML preloads: the page then commits once instead of a spinner first.
const FIRST_PAGE_WAIT_MS = 1_500;
const firstPageLoaded = preloadFirstPage(window.location.pathname).catch(() => undefined);
void Promise.race([firstPageLoaded, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in slices with the browser free in between, not
  // in one long task (on a phone each is a long task that delays a tap).
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

// After the first page has loaded, so that measuring it adds nothing to what it waits for.
if (document.readyState === 'complete') reportWebVitals();
else window.addEventListener('load', reportWebVitals, { once: true });
