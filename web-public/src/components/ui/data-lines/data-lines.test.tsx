import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import { theme } from '@/theme';
import { DataLines } from './data-lines';

describe('DataLines', () => {
  it('leaves its lines out of the prerendered page and draws them once the app runs', () => {
    const prerendered = renderToString(
      <MantineProvider theme={theme}>
        <DataLines count={12} />
      </MantineProvider>,
    );
    expect(prerendered).toContain('aria-hidden="true"');
    expect(prerendered).not.toContain('<span');

    const { container } = render(<DataLines count={12} />);
    expect(container.querySelectorAll('[data-tone] > span')).toHaveLength(12);
  });
});
