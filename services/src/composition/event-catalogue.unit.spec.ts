import { describe, expect, it } from 'vitest';
import { eventCatalogue } from './event-catalogue';

describe('the event catalogue the stores check appends against', () => {
  it('refuses the fault suite poison: a VoteCast whose voterKey is a number', () => {
    expect(
      eventCatalogue.refusal('VoteCast', {
        prospectId: 'p1',
        prospectName: 'Ann Lee',
        voterKey: 42,
        userId: null,
        castAt: '2026-05-01T12:00:00.000Z',
      }),
    ).toMatch(/^data\.voterKey: .*string/);
  });

  it('accepts an event that fits its schema', () => {
    expect(
      eventCatalogue.refusal('VoteCast', {
        prospectId: 'p1',
        prospectName: 'Ann Lee',
        voterKey: 'k1',
        userId: null,
        castAt: '2026-05-01T12:00:00.000Z',
      }),
    ).toBeUndefined();
  });

  it('refuses a type no area names', () => {
    expect(eventCatalogue.refusal('VoteCats', {})).toBe('no schema names this type');
  });

  it('names every type the site writes', () => {
    expect(eventCatalogue.types()).toEqual(
      expect.arrayContaining([
        'ProspectAdded',
        'VoteCast',
        'UserRegistered',
        'ContactMessageSubmitted',
        'UserProfileUpdated',
        'PhotoUploaded',
        'ProjectionEventSkipped',
      ]),
    );
  });
});
