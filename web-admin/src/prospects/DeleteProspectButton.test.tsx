import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SLOW } from '@/test-utils/render-in-admin';
import { DeleteProspectButton } from './DeleteProspectButton';

const record = { id: 'p1', firstName: 'Remy', lastName: 'Fontenot' };

function renderButton(dataProvider: DataProvider) {
  renderInAdmin(<DeleteProspectButton />, { record, resource: 'prospects', dataProvider });
}

async function deleteAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this prospect?' }, SLOW);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('deleting a prospect (document 2 §8)', () => {
  it('toasts "Prospect deleted successfully", not react-admin’s "Element deleted"', async () => {
    const remove = vi.fn(async () => ({ data: record }));
    renderButton({ ...testDataProvider(), delete: remove } as DataProvider);
    await deleteAndConfirm();
    expect(await screen.findByText('Prospect deleted successfully', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Element deleted')).toBeNull();
    expect(remove).toHaveBeenCalledWith('prospects', expect.objectContaining({ id: 'p1' }));
  });

  it('toasts "Error deleting prospect" with the server’s message', async () => {
    const remove = vi.fn(async () => {
      throw new Error('Prospect not found');
    });
    renderButton({ ...testDataProvider(), delete: remove } as DataProvider);
    await deleteAndConfirm();
    expect(
      await screen.findByText('Error deleting prospect: Prospect not found', {}, SLOW),
    ).toBeInTheDocument();
  });
});
