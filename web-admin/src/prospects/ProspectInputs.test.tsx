import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, defaultI18nProvider, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { HANDS, POSITIONS } from './choices';
import { ProspectInputs } from './ProspectInputs';

// A busy two-core machine renders react-admin slowly; wait for it, not react's default 1 s.
const SLOW = { timeout: 10_000 };

const renderForm = () =>
  render(
    <AdminContext i18nProvider={defaultI18nProvider}>
      <Form>
        <ProspectInputs />
      </Form>
    </AdminContext>,
  );

async function optionsOf(label: string): Promise<string[]> {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', {}, SLOW);
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.getAttribute('aria-label') ?? option.textContent ?? '');
}

describe('the prospect form’s optional choices (document 2 §5, §9)', () => {
  it('Bats/Throws offers one choice for unknown, then the six hands', async () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'Bats/Throws' }).textContent).toBe('Unknown');
    expect(await optionsOf('Bats/Throws')).toEqual(['Unknown', ...HANDS]);
  });

  it('Secondary position offers one choice for none, then the positions', async () => {
    renderForm();
    expect(await optionsOf('Secondary position')).toEqual(['None', ...POSITIONS]);
  });
});
