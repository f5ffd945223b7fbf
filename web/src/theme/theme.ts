import { createTheme } from '@mui/material/styles';

/** The one theme: primitives first, then per-component customisations. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1b5e20', contrastText: '#ffffff' },
    // Every colour that carries white text keeps WCAG AA contrast (4.5:1 or more).
    secondary: { main: '#bf360c', contrastText: '#ffffff' },
    warning: { main: '#a04000', contrastText: '#ffffff' },
    background: { default: '#f7f8f5', paper: '#ffffff' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
