import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
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

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={Menu} appBar={Bar}>
    {children}
  </RaLayout>
);
