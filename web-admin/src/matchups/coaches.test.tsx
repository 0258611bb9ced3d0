import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Coaches } from './coaches';
import { renderInAdmin, SLOW } from './testing';

const Where = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
};

describe('the Coaches menu entry', () => {
  it('opens the users list filtered to coaches, with their verification', async () => {
    renderInAdmin(
      <>
        <Coaches />
        <Where />
      </>,
    );
    const location = await screen.findByLabelText('location', {}, SLOW);
    expect(decodeURIComponent(location.textContent ?? '')).toBe('/users?filter={"role":"coach"}');
  });
});
