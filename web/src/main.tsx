import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadAcademy } from './app/academy';
import { reloadOnceForStaleChunk } from './app/errors/staleChunk';
import { router } from './app/router';
import { theme } from './app/theme';
import { reportWebVitals } from './app/vitals/reportWebVitals';

// A chunk (or its style sheet) of an older build failed to preload: reload once to get the new one;
// past the guard the error goes on to the route's error element.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

// Every first page shows the academy's facts (sign-in's phone, home's name): ask before rendering.
loadAcademy();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);

// After the first page has loaded, so that measuring it adds nothing to what it waits for.
if (document.readyState === 'complete') reportWebVitals();
else window.addEventListener('load', reportWebVitals, { once: true });
