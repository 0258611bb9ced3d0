import { Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { takeBackOfficePath } from '@/signInRedirect';
import { Menu } from './Menu';

const Bar = () => (
  <AppBar color="primary">
    <Typography
      component="span"
      sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
    >
      NOLA Sports
    </Typography>
    <TitlePortal component="h1" sx={{ fontSize: '1.15rem', fontWeight: 500, m: 0 }} />
  </AppBar>
);

/** Once an admin is in: back to the page they asked for before signing in at /auth, if any. */
export function useReturnAfterSignIn() {
  const navigate = useNavigate();
  useEffect(() => {
    const path = takeBackOfficePath();
    if (path) navigate(path, { replace: true });
  }, [navigate]);
}

export const Layout = ({ children }: { children: ReactNode }) => {
  useReturnAfterSignIn();
  return (
    <RaLayout menu={Menu} appBar={Bar}>
      {children}
    </RaLayout>
  );
};
