import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

/** notistack's top container is given this class: toasts start below the sticky app bar. */
export const TOASTS_BELOW_APP_BAR = 'toasts-below-app-bar';

const options: ThemeOptions = {
  palette: {
    primary: { main: '#1b5e20', contrastText: '#ffffff' },
    // Every colour that carries white text keeps WCAG AA contrast (4.5:1 or more).
    secondary: { main: '#bf360c', contrastText: '#ffffff' },
    warning: { main: '#a04000', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
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
    // Spinners only rotate, on the compositor: the default's stroke animation repaints each frame.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    // Toasts never cover the bar's Sign Out (the bar is 56 px high on phones, 64 px wider up).
    MuiCssBaseline: {
      styleOverrides: {
        // A section scrolled to from a link stops below the sticky bar.
        '[id]': { scrollMarginTop: '72px' },
        [`.${TOASTS_BELOW_APP_BAR}`]: {
          top: '64px !important',
          '@media (min-width: 600px)': { top: '72px !important' },
        },
      },
    },
  },
};

let made: Theme | undefined;

/** Made on the first call, in a task of its own: createTheme takes 26-45 ms at 4x CPU slowdown. */
export function shopTheme(): Theme {
  made ??= createTheme(options);
  return made;
}
