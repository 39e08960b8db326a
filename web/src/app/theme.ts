import { createTheme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT } from '@solve/core/constants';

/** Mobile layout applies at 768 px and below (the specs' breakpoint), so `md` starts at 769. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT + 1, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1b3a6b', contrastText: '#ffffff' },
    secondary: { main: '#f2b01e', contrastText: '#1b1b1b' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    success: { main: '#2e7d32' },
    // Darker than MUI's orange (#ed6c02, 3.1:1 on white): as text, and under white text, it reads at 5.3:1.
    warning: { main: '#b34d00' },
    // Darker than the default info blue, so white words on it (chips) read at 4.8:1.
    info: { main: '#0277bd' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // MUI's unselected toggle text (action.active) is 4.49:1 on the page's background; text.secondary passes 4.5:1.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
});
