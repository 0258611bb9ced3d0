import { describe, expect, it } from 'vitest';
import type { HoldReason } from '../constants';
import { normalise, screenComment } from './screen';
import corpus from './screen.corpus.json';

describe('the comment filter', () => {
  it.each([
    'What a throw from deep short! Kid has a cannon.',
    'Went 3-for-4 with 2 doubles in the 2025-2026 season, hitting .412.',
    'Great at bat. He worked a 10 pitch walk in the 7th inning.',
    'Scored from second on a bunt in the game at Kirsch-Rooney. Class act.',
    'Quick snap throw to first picked him off. Cocktail of speed and power, like Dickens wrote.',
    'Good game.He never quits', // a missing space is no link
  ])('shows at once: %s', (text) => {
    expect(screenComment(text)).toEqual({ held: false, heldFor: [] });
  });

  it.each([
    'email me at coach.mike@gmail.com',
    'write to mike @ gmail.com',
    'mike (at) gmail (dot) com',
    'call 504-555-0123',
    'text (504) 555 0123 after the game',
    'my cell is 5045550123',
    'reach me at +44 20 7946 0958',
    'call 555-0123',
    'see https://example.org/tryouts',
    'go to www.example.org',
    'details at nolatryouts.com',
    'follow @slugger_23 for more',
    'DM me for private lessons',
    'add me on snapchat',
    'hit me up on insta',
  ])('holds for contact details: %s', (text) => {
    expect(screenComment(text)).toEqual({ held: true, heldFor: ['contact-details'] });
  });

  it.each([
    'that umpire was a bastard',
    'What the fuck was that call',
    'FUUUUCK yeah what a hit',
    'f*ck that pitcher',
    'sh1t call by the ump',
    'absolute a$$hole on the mound',
    'f.u.c.k the other team',
  ])('holds for profanity: %s', (text) => {
    expect(screenComment(text)).toEqual({ held: true, heldFor: ['profanity'] });
  });

  it('names both reasons when both apply', () => {
    expect(screenComment('shit game, text me 504-555-0123')).toEqual({
      held: true,
      heldFor: ['profanity', 'contact-details'],
    });
  });

  it('normalises before it reads: fullwidth, invisible characters, look-alike letters', () => {
    expect(normalise('ｄｍ ｍｅ')).toBe('dm me');
    expect(normalise('D\u2060M\u00AD m\u200Be')).toBe('DM me');
    expect(normalise('sn\u0430p')).toBe('snap');
  });
});

// ── The corpus (issue 36 item 3): contact requests that must wait, fan talk that must not ────
describe('the comment corpus', () => {
  const held = corpus.held as { text: string; for: HoldReason[] }[];
  const shown = corpus.shown as string[];

  it.each(held.map((entry) => [entry.text, entry.for] as const))(
    'holds %j for %j',
    (text, reasons) => {
      expect(screenComment(text)).toEqual({ held: true, heldFor: reasons });
    },
  );

  it.each(shown)('shows %j at once', (text) => {
    expect(screenComment(text)).toEqual({ held: false, heldFor: [] });
  });

  it('reports the rates: every hostile comment held, every ordinary one shown', () => {
    const missed = held.filter((entry) => !screenComment(entry.text).held).map((e) => e.text);
    const silenced = shown.filter((text) => screenComment(text).held);
    const heldRate = (held.length - missed.length) / held.length;
    const shownRate = (shown.length - silenced.length) / shown.length;
    console.log(
      `comment filter: held ${held.length - missed.length}/${held.length} hostile (${(heldRate * 100).toFixed(1)}%), ` +
        `shown ${shown.length - silenced.length}/${shown.length} ordinary (${(shownRate * 100).toFixed(1)}%)`,
    );
    expect(shown.length).toBeGreaterThanOrEqual(40);
    expect({ missed, silenced }).toEqual({ missed: [], silenced: [] });
  });
});
