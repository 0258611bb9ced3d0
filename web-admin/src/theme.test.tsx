import { CircularProgress, createTheme, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the back office theme', () => {
  // react-admin's app bar shows an unnamed spinner while it fetches; axe calls that serious.
  it('names every spinner, so a screen reader can announce that something is loading', () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <CircularProgress />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
