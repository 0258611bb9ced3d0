import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The brand's navy and red (the public site's colours), on react-admin's default theme. */
export const NAVY = '#0b1d33';
export const RED = '#c91a25';
export const EVALUATED_GREEN = '#2e7d32';

/** Respect the visitor's "reduce motion" setting: no fades, slides or ripples' easing. */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const noMotion = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    mode: 'light',
    primary: { main: NAVY, contrastText: '#ffffff' },
    secondary: { main: RED, contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: EVALUATED_GREEN },
    // Darker than MUI's defaults, so white chip text keeps a 4.5:1 contrast.
    warning: { main: '#a04a00', contrastText: '#ffffff' },
    info: { main: '#0b5fa5', contrastText: '#ffffff' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  ...(reducedMotion ? { transitions: noMotion } : {}),
  typography: {
    ...defaultTheme.typography,
    fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.35 },
  },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: NAVY, color: '#fff' } } },
    // Every spinner (the app bar's loading indicator included) is announced by name.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiTableCell: {
      ...defaultTheme.components?.MuiTableCell,
      styleOverrides: {
        ...defaultTheme.components?.MuiTableCell?.styleOverrides,
        head: { fontWeight: 700 },
      },
    },
  },
};
