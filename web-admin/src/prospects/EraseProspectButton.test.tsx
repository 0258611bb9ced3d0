import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SLOW } from '@/test-utils/render-in-admin';
import { ERASED, EraseProspectButton } from './EraseProspectButton';

const record = { id: 'p1', firstName: 'Remy', lastName: 'Fontenot' };

function renderButton(dataProvider: DataProvider) {
  renderInAdmin(<EraseProspectButton />, { record, resource: 'prospects', dataProvider });
}

async function eraseAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: "Erase this prospect's personal data?" },
    SLOW,
  );
  expect(dialog).toHaveTextContent('This cannot be undone');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
}

describe('erasing a prospect’s personal data (issue 36)', () => {
  it('asks to confirm, calls the erasure route and says it is done', async () => {
    const eraseProspect = vi.fn(async () => ({ id: 'p1', erasedAt: '2026-12-01T00:00:00Z' }));
    renderButton({ ...testDataProvider(), eraseProspect } as DataProvider);
    await eraseAndConfirm();
    expect(await screen.findByText(ERASED, {}, SLOW)).toBeInTheDocument();
    expect(eraseProspect).toHaveBeenCalledWith('p1');
  });

  it('shows the server’s refusal', async () => {
    const eraseProspect = vi.fn(async () => {
      throw new Error("This prospect's personal data has been erased already");
    });
    renderButton({ ...testDataProvider(), eraseProspect } as DataProvider);
    await eraseAndConfirm();
    expect(
      await screen.findByText(/Error erasing personal data: .*erased already/, {}, SLOW),
    ).toBeInTheDocument();
  });
});
