import { describe, expect, it } from 'vitest';
import { submitCommand } from '../youscout.testing';
import { decideSubmit } from './decide';
import { initialNomination } from './nomination';
import { athleteView, type OpenedFields, publicName } from './public';

const submitted = decideSubmit(submitCommand(), initialNomination)[0].data;
const opened: OpenedFields = {
  firstName: 'Jamie',
  lastName: 'broussard',
  school: 'Jesuit High School',
  city: 'Metairie',
  gameLocation: 'Kirsch-Rooney Stadium',
  performance: 'Three hits and a diving catch in the ninth inning.',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  submittedByName: 'Dana Coach',
  submittedByEmail: 'dana@example.com',
  submittedByPhone: null,
  guardianEmail: null,
};
const erased: OpenedFields = {
  ...opened,
  firstName: 'removed',
  lastName: 'removed',
  school: 'removed',
  city: 'removed',
  gameLocation: 'removed',
  performance: 'removed',
  video: 'removed',
  submittedByName: 'removed',
  submittedByEmail: 'removed',
};

describe('what each reader sees of a nominated athlete (PLATFORM.md §0)', () => {
  it('names the athlete by first name and last initial in public, "removed" once erased', () => {
    expect(publicName('Jamie', 'broussard')).toBe('Jamie B.');
    expect(publicName('Zoë', 'Ñúñez')).toBe('Zoë Ñ.');
    expect(publicName('removed', 'removed')).toBe('removed');
  });

  it('shows everyone the age group, sport, positions, state, performance and video; nothing that locates the child', () => {
    expect(athleteView(submitted, opened, 'public')).toEqual({
      name: 'Jamie B.',
      ageGroup: '13-15',
      sport: 'baseball',
      position: 'SS',
      secondaryPosition: '2B',
      state: 'LA',
      performance: opened.performance,
      video: opened.video,
    });
  });

  it('shows verified coaches the full name and school; staff also the age, city, game and contacts', () => {
    expect(athleteView(submitted, opened, 'coach')).toMatchObject({
      name: 'Jamie broussard',
      school: 'Jesuit High School',
    });
    expect(athleteView(submitted, opened, 'coach')).not.toHaveProperty('city');
    expect(athleteView(submitted, opened, 'staff')).toMatchObject({
      age: 15,
      city: 'Metairie',
      gameLocation: 'Kirsch-Rooney Stadium',
      gameDate: '2026-10-30',
      contact: { name: 'Dana Coach', email: 'dana@example.com', phone: null, guardianEmail: null },
    });
  });

  it('shows "removed" for every personal field once the key is erased, to every reader', () => {
    for (const audience of ['public', 'coach', 'staff'] as const) {
      const view = athleteView(submitted, erased, audience);
      expect(view.name).toBe('removed');
      expect(view.performance).toBe('removed');
      expect(view.video).toBe('removed');
    }
    expect(athleteView(submitted, erased, 'staff')).toMatchObject({
      gameDate: null,
      city: 'removed',
    });
  });
});
