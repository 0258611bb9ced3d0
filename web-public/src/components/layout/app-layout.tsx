import { Outlet } from 'react-router-dom';

// TEMPORARY: the header, footer and page transitions are being built (issue 5).
export function AppLayout() {
  return <Outlet />;
}
