import { afterEach, describe, expect, it, vi } from 'vitest';
import { BadgesSection } from '@/features/profiles/components/badges-section';
import { json } from '@/test-utils/mock-api';
import { render, screen, within } from '@/test-utils/render';

function answer(path: string, respond: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === path ? respond() : json({ message: 'Not found' }, 404),
    ),
  );
}

const path = '/api/you-scout/users/u1/badges';
const section = async () => within(await screen.findByRole('region', { name: 'YouScout badges' }));

afterEach(() => vi.unstubAllGlobals());

describe('the badges on the profile page', () => {
  it('given badges, then each with its name, what it is for and the day it was earned', async () => {
    answer(path, () =>
      json({
        data: [
          {
            badgeId: 'b2',
            name: 'Talent Spotter',
            description: 'Had a first nomination approved',
            icon: 'binoculars',
            awardedAt: '2026-11-03T12:00:00.000Z',
          },
          {
            badgeId: 'b1',
            name: 'MVP Scout',
            description: 'Given by staff',
            icon: 'no-such-icon',
            awardedAt: '2026-10-30T08:00:00.000Z',
          },
        ],
      }),
    );
    render(<BadgesSection userId="u1" />);
    const badges = await (await section()).findAllByRole('listitem');
    expect(badges.map((item) => item.textContent)).toEqual([
      'Talent SpotterHad a first nomination approvedEarned November 3, 2026',
      'MVP ScoutGiven by staffEarned October 30, 2026',
    ]);
  });

  it('given none, then how to earn the first', async () => {
    answer(path, () => json({ data: [] }));
    render(<BadgesSection userId="u1" />);
    expect(
      await (await section()).findByText(/No badges yet\. Nominate an athlete on YouScout/),
    ).toBeInTheDocument();
  });

  it('given a failed load, then says so and offers to try again', async () => {
    answer(path, () => json({ message: 'Down' }, 500));
    render(<BadgesSection userId="u1" />);
    const alert = await (await section()).findByRole('alert');
    expect(alert).toHaveTextContent('Your badges could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
