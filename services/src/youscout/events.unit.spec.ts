import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '../composition/event-catalogue';
import { YOUSCOUT_EVENT_TYPES } from './events';
import { decideSubmit } from './nominations/decide';
import { initialNomination } from './nominations/nomination';
import { submitCommand } from './youscout.testing';

describe('YouScout’s events in the catalogue the store checks appends against', () => {
  it('names every YouScout event type', () => {
    expect(eventCatalogue.types()).toEqual(expect.arrayContaining([...YOUSCOUT_EVENT_TYPES]));
    expect(YOUSCOUT_EVENT_TYPES).toHaveLength(18);
  });

  it('accepts a nomination whose personal fields are sealed', () => {
    const [event] = decideSubmit(submitCommand(), initialNomination);
    expect(eventCatalogue.refusal(event.type, event.data)).toBeUndefined();
  });

  it('refuses a nomination with a personal field in clear text', () => {
    const [event] = decideSubmit(submitCommand(), initialNomination);
    const clear = { ...event.data, personal: { ...event.data.personal, lastName: 'Broussard' } };
    expect(eventCatalogue.refusal(event.type, clear)).toMatch(
      /^data\.personal\.lastName: must be a sealed field/,
    );
  });

  it('refuses a position or sport outside the lists', () => {
    const [event] = decideSubmit(submitCommand(), initialNomination);
    expect(eventCatalogue.refusal(event.type, { ...event.data, position: 'QB' })).toMatch(
      /^data\.position/,
    );
    expect(eventCatalogue.refusal(event.type, { ...event.data, sport: 'cricket' })).toMatch(
      /^data\.sport/,
    );
  });
});
