import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  decideAnswerLink,
  decideCreateChild,
  decideErase,
  decideGiveConsent,
  decideRecordNominated,
  decideRequestConsent,
  decideRequestLink,
  decideWithdrawConsent,
} from './decide';
import {
  AlreadyErased,
  AlreadyLinked,
  ChildTooYoungOrOld,
  ConsentLinkExpired,
  ConsentLinkInvalid,
  ConsentLinkUsed,
  ErasureNotAllowed,
  NoConsentToWithdraw,
  NoLinkRequest,
  NotYourAthlete,
  OnlyParents,
} from './errors';
import type { FamilyEvent } from './events';
import { consentOnRecord, evolveFamily, type Family, initialFamily, mayActFor } from './family';

const now = new Date('2026-06-01T10:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const given = (...events: FamilyEvent[]): Family => events.reduce(evolveFamily, initialFamily);
const sealed = { firstName: 'sealed:a', lastName: 'sealed:b', birthDate: 'sealed:c' };
const parent = () => ({ id: randomUUID(), role: 'parent' });
const staff = { id: randomUUID(), role: 'admin' };

const child = (guardian = parent(), athleteId = randomUUID()) => ({
  athleteId,
  guardian,
  events: decideCreateChild({ athleteId, guardian, age: 9, sealed, now }, initialFamily),
});

const consentAsked = (
  athleteId: string,
  actor: { id: string; role: string },
  requestId = randomUUID(),
) =>
  decideRequestConsent(
    { athleteId, actor, requestId, email: 'sealed:mail', now, expiresAt: later(72) },
    given(),
  );

describe('ages', () => {
  it('counts whole years as birthdays do', () => {
    expect(ageOn('2016-06-01', now)).toBe(10);
    expect(ageOn('2016-06-02', now)).toBe(9);
    expect(ageOn('2008-05-31', now)).toBe(18);
  });
});

describe('child profiles and links', () => {
  it('makes the parent the child’s guardian; only they (not the child) may act for it', () => {
    const { athleteId, guardian, events } = child();
    expect(events).toEqual([
      {
        type: 'ChildProfileCreated',
        data: { athleteId, guardianId: guardian.id, ...sealed, createdAt: now.toISOString() },
      },
    ]);
    const family = given(...events);
    expect(mayActFor(family, athleteId, guardian.id)).toBe(true);
    expect(mayActFor(family, athleteId, athleteId)).toBe(false);
    expect(mayActFor(family, athleteId, randomUUID())).toBe(false);
  });

  it('refuses a child profile from a non-parent, or outside ages 6-17', () => {
    const athleteId = randomUUID();
    const fan = { id: randomUUID(), role: 'fan' };
    expect(() =>
      decideCreateChild({ athleteId, guardian: fan, age: 9, sealed, now }, initialFamily),
    ).toThrow(OnlyParents);
    for (const age of [5, 18]) {
      expect(() =>
        decideCreateChild({ athleteId, guardian: parent(), age, sealed, now }, initialFamily),
      ).toThrow(ChildTooYoungOrOld);
    }
  });

  it('links a guardian to an athlete account only once the athlete accepts', () => {
    const athleteId = randomUUID();
    const guardian = parent();
    const asked = decideRequestLink({ athleteId, guardian, now }, given());
    expect(mayActFor(given(...asked), athleteId, guardian.id)).toBe(false);
    expect(mayActFor(given(...asked), athleteId, athleteId)).toBe(true);
    expect(decideRequestLink({ athleteId, guardian, now }, given(...asked))).toEqual([]);
    const accepted = decideAnswerLink(
      { athleteId, guardianId: guardian.id, accept: true, now },
      given(...asked),
    );
    expect(mayActFor(given(...asked, ...accepted), athleteId, guardian.id)).toBe(true);
    expect(() =>
      decideRequestLink({ athleteId, guardian, now }, given(...asked, ...accepted)),
    ).toThrow(AlreadyLinked);
    expect(() =>
      decideAnswerLink({ athleteId, guardianId: randomUUID(), accept: true, now }, given(...asked)),
    ).toThrow(NoLinkRequest);
  });

  it('keeps a declined guardian out', () => {
    const athleteId = randomUUID();
    const guardian = parent();
    const asked = decideRequestLink({ athleteId, guardian, now }, given());
    const declined = decideAnswerLink(
      { athleteId, guardianId: guardian.id, accept: false, now },
      given(...asked),
    );
    expect(mayActFor(given(...asked, ...declined), athleteId, guardian.id)).toBe(false);
  });
});

describe('consent', () => {
  it('is on record once the mailed link is used, with who and when; the link works once', () => {
    const { athleteId, guardian, events } = child();
    const requestId = randomUUID();
    const asked = decideRequestConsent(
      { athleteId, actor: guardian, requestId, email: 'sealed:m', now, expiresAt: later(72) },
      given(...events),
    );
    expect(consentOnRecord(given(...events, ...asked))).toBe(false);
    const at = later(1);
    const gave = decideGiveConsent({ athleteId, requestId, now: at }, given(...events, ...asked));
    expect(gave[0].data).toEqual({
      athleteId,
      requestId,
      guardianId: guardian.id,
      email: 'sealed:m',
      givenAt: at.toISOString(),
    });
    const after = given(...events, ...asked, ...gave);
    expect(consentOnRecord(after)).toBe(true);
    expect(() => decideGiveConsent({ athleteId, requestId, now: at }, after)).toThrow(
      ConsentLinkUsed,
    );
  });

  it('refuses an expired link, an unknown one, and a request by a stranger', () => {
    const { athleteId, guardian, events } = child();
    const requestId = randomUUID();
    const asked = decideRequestConsent(
      { athleteId, actor: guardian, requestId, email: 'sealed:m', now, expiresAt: later(72) },
      given(...events),
    );
    const state = given(...events, ...asked);
    expect(() => decideGiveConsent({ athleteId, requestId, now: later(72) }, state)).toThrow(
      ConsentLinkExpired,
    );
    expect(() => decideGiveConsent({ athleteId, requestId: randomUUID(), now }, state)).toThrow(
      ConsentLinkInvalid,
    );
    expect(() => consentAsked(athleteId, parent())).toThrow();
    expect(() =>
      decideRequestConsent(
        { athleteId, actor: parent(), requestId, email: 'sealed:m', now, expiresAt: later(1) },
        state,
      ),
    ).toThrow(NotYourAthlete);
  });

  it('is withdrawn by the guardian, and cannot be withdrawn twice', () => {
    const { athleteId, guardian, events } = child();
    const requestId = randomUUID();
    const asked = decideRequestConsent(
      { athleteId, actor: staff, requestId, email: 'sealed:m', now, expiresAt: later(72) },
      given(...events),
    );
    expect(asked[0].data.guardianId).toBeNull();
    const gave = decideGiveConsent({ athleteId, requestId, now }, given(...events, ...asked));
    const withdrawn = decideWithdrawConsent(
      { athleteId, actor: guardian, now },
      given(...events, ...asked, ...gave),
    );
    expect(withdrawn[0].data).toMatchObject({ withdrawnBy: guardian.id });
    const after = given(...events, ...asked, ...gave, ...withdrawn);
    expect(consentOnRecord(after)).toBe(false);
    expect(() => decideWithdrawConsent({ athleteId, actor: guardian, now }, after)).toThrow(
      NoConsentToWithdraw,
    );
  });
});

describe('erasure', () => {
  it('is asked by the guardian or staff, not by a stranger; after it nothing else is decided', () => {
    const { athleteId, guardian, events } = child();
    expect(() =>
      decideErase({ athleteId, actor: parent(), age: 9, now }, given(...events)),
    ).toThrow(ErasureNotAllowed);
    expect(
      decideErase({ athleteId, actor: staff, age: 9, now }, given(...events))[0].data.requestedAs,
    ).toBe('staff');
    const erased = decideErase({ athleteId, actor: guardian, age: 9, now }, given(...events));
    expect(erased[0].data).toEqual({
      athleteId,
      requestedBy: guardian.id,
      requestedAs: 'guardian',
      erasedAt: now.toISOString(),
    });
    const after = given(...events, ...erased);
    expect(mayActFor(after, athleteId, guardian.id)).toBe(false);
    expect(() => decideErase({ athleteId, actor: guardian, age: null, now }, after)).toThrow(
      AlreadyErased,
    );
  });

  it('lets an athlete with their own account and no guardian ask, but not a minor with one', () => {
    const athleteId = randomUUID();
    const guardian = parent();
    const asked = decideRequestLink({ athleteId, guardian, now }, given());
    const self = { id: athleteId, role: 'athlete' };
    expect(
      decideErase({ athleteId, actor: self, age: null, now }, given(...asked))[0].data.requestedAs,
    ).toBe('athlete');
    const accepted = decideAnswerLink(
      { athleteId, guardianId: guardian.id, accept: true, now },
      given(...asked),
    );
    expect(() =>
      decideErase({ athleteId, actor: self, age: null, now }, given(...asked, ...accepted)),
    ).toThrow(ErasureNotAllowed);
  });
});

describe('a nominated athlete', () => {
  const nominated = (nominatorId = randomUUID(), athleteId = randomUUID()) => {
    const events = decideRecordNominated(
      {
        athleteId,
        nominationId: randomUUID(),
        nominatorId,
        nominatorIsGuardian: false,
        sealed: { firstName: 'sealed:a', lastName: 'sealed:b', guardianEmail: 'sealed:g' },
        now,
      },
      initialFamily,
    );
    return { athleteId, nominatorId, events };
  };

  it('is recorded once: recording it again records nothing', () => {
    const { athleteId, nominatorId, events } = nominated();
    expect(events).toHaveLength(1);
    const again = decideRecordNominated(
      {
        athleteId,
        nominationId: randomUUID(),
        nominatorId,
        nominatorIsGuardian: false,
        sealed: { firstName: 'sealed:a', lastName: 'sealed:b', guardianEmail: null },
        now,
      },
      given(...events),
    );
    expect(again).toEqual([]);
  });

  it('lets its nominator ask consent (no guardian account recorded) and refuses anyone else', () => {
    const { athleteId, nominatorId, events } = nominated();
    const state = given(...events);
    const ask = (actor: { id: string; role: string }) =>
      decideRequestConsent(
        { athleteId, actor, requestId: randomUUID(), email: 'sealed:g', now, expiresAt: later(72) },
        state,
      );
    expect(ask({ id: nominatorId, role: 'user' })[0].data.guardianId).toBeNull();
    expect(() => ask({ id: randomUUID(), role: 'user' })).toThrow(NotYourAthlete);
    expect(ask(staff)[0].data.guardianId).toBeNull();
  });

  it('has no one acting for it but staff: its nominator cannot withdraw consent or erase', () => {
    const { athleteId, nominatorId, events } = nominated();
    const state = given(...events);
    expect(mayActFor(state, athleteId, nominatorId)).toBe(false);
    expect(() =>
      decideErase({ athleteId, actor: { id: nominatorId, role: 'user' }, age: null, now }, state),
    ).toThrow(ErasureNotAllowed);
    expect(
      decideErase({ athleteId, actor: staff, age: null, now }, state)[0].data.requestedAs,
    ).toBe('staff');
  });

  it('lets a nominator who said they are the guardian erase, as the guardian', () => {
    const athleteId = randomUUID();
    const nominatorId = randomUUID();
    const state = given(
      ...decideRecordNominated(
        {
          athleteId,
          nominationId: randomUUID(),
          nominatorId,
          nominatorIsGuardian: true,
          sealed: { firstName: 'sealed:a', lastName: 'sealed:b', guardianEmail: null },
          now,
        },
        initialFamily,
      ),
    );
    const erased = decideErase(
      { athleteId, actor: { id: nominatorId, role: 'user' }, age: null, now },
      state,
    );
    expect(erased[0].data).toMatchObject({ requestedBy: nominatorId, requestedAs: 'guardian' });
  });
});
