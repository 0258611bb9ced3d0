import { Alert, AlertTitle, Box, createTheme, ThemeProvider } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { accessDenied } from '@/accessDenied';
import { theme } from '@/theme';

// Outside react-admin's own theme provider: the notice can show before the back office does.
const muiTheme = createTheme(theme);

/** Document 2 §8's Access Denied message, over everything, until the browser has gone home. */
export function AccessDeniedNotice() {
  const message = useSyncExternalStore(accessDenied.subscribe, accessDenied.current);
  if (!message) return null;
  return (
    <ThemeProvider theme={muiTheme}>
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: 2000,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          bgcolor: 'rgba(11, 29, 51, 0.85)',
        }}
      >
        <Alert severity="error" variant="filled" role="alert" sx={{ maxWidth: 480 }}>
          <AlertTitle>Access Denied</AlertTitle>
          {message} Taking you to the home page…
        </Alert>
      </Box>
    </ThemeProvider>
  );
}
