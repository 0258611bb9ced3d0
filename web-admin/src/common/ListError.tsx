import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';

/** A list that failed to load: what went wrong, and a way to try again. */
export function ListError({ message }: { message: string }) {
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          Try Again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** An empty list's message, where a table would be. */
export const EmptyMessage = ({ children }: { children: string }) => (
  <Alert severity="info" variant="outlined" sx={{ m: 2 }}>
    {children}
  </Alert>
);
