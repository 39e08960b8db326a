import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DRAWING_WIDTH, provideDrawingWidth } from './app/drawnPage';
import { routes } from './app/router';
import { theme } from './app/theme';

// Drawn as on a phone, which waits longest for the scripts: the width queries of the shell and
// home ("at most N px wide") answer yes.
const phoneFirstTheme = createTheme(theme, { components: { MuiUseMediaQuery: { defaultProps: { defaultMatches: true } } } });

/** The app at an address, as the drawing renders it: on a phone's layout or a wider screen's. */
export function appAt(url: string, phone: boolean): ReactNode {
  provideDrawingWidth(phone ? DRAWING_WIDTH.phone : DRAWING_WIDTH.wide);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return (
    <ThemeProvider theme={phone ? phoneFirstTheme : theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
