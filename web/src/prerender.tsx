import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type AcademyAnswer, provideAcademy } from './app/academy';
import { preloadFirstPage, routes } from './app/router';
import { theme } from './app/theme';

// Drawn as on a phone, which waits longest for the scripts: the width queries of the shell and
// home ("at most N px wide") answer yes.
const phoneFirstTheme = createTheme(theme, { components: { MuiUseMediaQuery: { defaultProps: { defaultMatches: true } } } });

/**
 * Draws a first page on the server (server/src/http/first-page-drawing.ts) as a signed-out visitor
 * first sees it, with the academy's facts: its HTML, styles inline, goes out in the page so that
 * a phone shows the page before the scripts have arrived. The app then renders the same over it.
 */
export async function renderFirstPage(path: string, facts: AcademyAnswer): Promise<string> {
  await preloadFirstPage(path);
  provideAcademy(facts);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <ThemeProvider theme={phoneFirstTheme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}
