import { type Theme, useMediaQuery } from '@mui/material';

/**
 * Phones and narrow tablets: lists show react-admin's SimpleList (one card-like row per record)
 * instead of a table wider than the screen, as in react-admin's demo.
 */
export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
