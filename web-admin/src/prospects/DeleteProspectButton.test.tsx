import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  type DataProvider,
  defaultI18nProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DeleteProspectButton } from './DeleteProspectButton';

// A busy two-core machine renders react-admin slowly; wait for it, not react's default 1 s.
const SLOW = { timeout: 10_000 };

const record = { id: 'p1', firstName: 'Remy', lastName: 'Fontenot' };

function renderButton(dataProvider: DataProvider) {
  render(
    // The back office's own: <Admin> translates with react-admin's English messages.
    <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
      <ResourceContextProvider value="prospects">
        <RecordContextProvider value={record}>
          <DeleteProspectButton />
        </RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
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
