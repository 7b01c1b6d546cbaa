import { createTheme } from '@mui/material/styles';

import { indonesianComponents } from './theme-indonesian';

/**
 * The one theme: every app renders inside the shell's ThemeProvider. The status colours are
 * darker than MUI's defaults so white text on a filled chip or button, and coloured text on
 * white, reach WCAG AA's 4.5:1 (MUI's warning #ed6c02 gives 3.1:1, info #0288d1 3.9:1).
 */
const PRIMARY = '#1a4fd8';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, contrastText: '#ffffff' },
    secondary: { main: '#f5a524' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    error: { main: '#d32f2f', contrastText: '#ffffff' },
    background: { default: '#f7f8fc', paper: '#ffffff' },
  },
  // A ring on the control a keyboard reaches, on every MUI control (ButtonBase and inputs).
  focusVisible: { outlineWidth: 3, outlineOffset: 2 },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...indonesianComponents,
    MuiCssBaseline: {
      styleOverrides: {
        // A prerendered page (ADR 0010, 0013) is plain HTML until the app takes over, and MUI
        // marks the focused control with a class only once React runs: until then CSS alone
        // draws the same ring, so a keyboard user sees where they are from the first Tab.
        '.MuiButtonBase-root:focus-visible:not(.Mui-focusVisible)': {
          outline: `3px solid ${PRIMARY}`,
          outlineOffset: 2,
        },
        '.MuiOutlinedInput-root:focus-within:not(.Mui-focused) .MuiOutlinedInput-notchedOutline': {
          borderColor: PRIMARY,
          borderWidth: 2,
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAlert: {
      defaultProps: {
        ...indonesianComponents.MuiAlert.defaultProps,
        // A notice on the page is read where it stands, not shouted when it renders: an Alert
        // that reports the outcome of an action says role="alert" (or "status") itself.
        role: 'note',
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        // The hint under a disabled field is still read: MUI's disabled grey is 2.7:1.
        root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }),
      },
    },
  },
});
