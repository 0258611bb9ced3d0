import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Prospect } from '@/types';
import { canMove, RankButtons } from './RankButtons';
import { UpdateRankField } from './UpdateRankField';

const buttons = (name: string) => ({
  up: screen.getByRole('button', { name: `Move ${name} up` }),
  down: screen.getByRole('button', { name: `Move ${name} down` }),
});

describe('rank buttons (document 2 §4)', () => {
  it.each([
    { rank: 1, up: false, down: true },
    { rank: 2, up: true, down: true },
    { rank: 99, up: true, down: true },
    { rank: 100, up: true, down: false },
    { rank: null, up: false, down: false },
  ])('at rank $rank: up $up, down $down', ({ rank, up, down }) => {
    render(<RankButtons rank={rank} name="Ada Guidry" pending={false} onMove={() => {}} />);
    const { up: upButton, down: downButton } = buttons('Ada Guidry');
    expect(upButton.hasAttribute('disabled')).toBe(!up);
    expect(downButton.hasAttribute('disabled')).toBe(!down);
  });

  it('disables both arrows while a move is pending', () => {
    render(<RankButtons rank={50} name="Ada Guidry" pending onMove={() => {}} />);
    const { up, down } = buttons('Ada Guidry');
    expect(up).toBeDisabled();
    expect(down).toBeDisabled();
    expect(canMove(50, 'up', true)).toBe(false);
  });

  it('says which way to move', async () => {
    const onMove = vi.fn();
    render(<RankButtons rank={7} name="Ada Guidry" pending={false} onMove={onMove} />);
    await userEvent.click(buttons('Ada Guidry').up);
    await userEvent.click(buttons('Ada Guidry').down);
    expect(onMove.mock.calls).toEqual([['up'], ['down']]);
  });
});

const prospect = (id: string, firstName: string, nolaRank: number | null): Prospect => ({
  id,
  firstName,
  lastName: 'Guidry',
  school: 'Jesuit High School',
  teamName: '',
  positionPrimary: 'SS',
  positionSecondary: '',
  battingThrowingHand: 'R/R',
  gradYear: 2027,
  nolaRank,
  nolaEvaluated: false,
  communityVotes: 0,
  version: 1,
  rankVersion: 1,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
});

describe('the Update Rank column', () => {
  it('moves through POST …/move, and holds every arrow until the move is done', async () => {
    let finish: (value: Prospect) => void = () => {};
    const moveProspect = vi.fn(
      () =>
        new Promise<Prospect>((resolve) => {
          finish = resolve;
        }),
    );
    const dataProvider = { ...testDataProvider(), moveProspect };
    render(
      <AdminContext dataProvider={dataProvider}>
        <RecordContextProvider value={prospect('a', 'Ada', 5)}>
          <UpdateRankField />
        </RecordContextProvider>
        <RecordContextProvider value={prospect('b', 'Bea', 6)}>
          <UpdateRankField />
        </RecordContextProvider>
        <Notification />
      </AdminContext>,
    );
    await userEvent.click(buttons('Ada Guidry').up);
    expect(moveProspect).toHaveBeenCalledWith('a', 'up');
    await waitFor(() => expect(buttons('Bea Guidry').down).toBeDisabled());
    expect(buttons('Ada Guidry').up).toBeDisabled();

    finish(prospect('a', 'Ada', 4));
    await waitFor(() => expect(buttons('Bea Guidry').down).toBeEnabled());
    expect(await screen.findByText('Prospect updated successfully')).toBeInTheDocument();
  });
});
