import { createTheme } from '@mui/material/styles';

/** The one theme: every app renders inside the shell's ThemeProvider. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1a4fd8', contrastText: '#ffffff' },
    secondary: { main: '#f5a524' },
    background: { default: '#f7f8fc', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.375rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
