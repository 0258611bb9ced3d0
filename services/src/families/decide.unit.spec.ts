import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  cardCheckReference,
  consentRecipient,
  decideAnswerLink,
  decideCreateChild,
  decideErase,
  decideGiveConsent,
  decideRecordNominated,
  decideRequestConsent,
  decideRequestLink,
  decideStartCardCheck,
  decideVerifyConsent,
  decideWithdrawConsent,
  mailboxOf,
  sameMailbox,
} from './decide';
import {
  AlreadyErased,
  AlreadyLinked,
  AthleteNotFound,
  CardCheckNotPaid,
  ChildTooYoungOrOld,
  ConsentAlreadyVerified,
  ConsentLinkExpired,
  ConsentLinkInvalid,
  ConsentLinkUsed,
  ConsentNotForThisAccount,
  ErasureNotAllowed,
  NoConsentToVerify,
  NoConsentToWithdraw,
  NoEmailOnRecord,
  NoLinkRequest,
  NotYourAthlete,
  OnlyParents,
} from './errors';
import type { FamilyEvent } from './events';
import {
  consentOnRecord,
  evolveFamily,
  type Family,
  initialFamily,
  mayActFor,
  verifiedConsentOnRecord,
} from './family';

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

const MAIL = 'guardian@example.com';
const signedIn = (actor: { id: string; role: string }, email: string | null = MAIL) => ({
  ...actor,
  email,
});

const consentAsked = (
  athleteId: string,
  actor: { id: string; role: string },
  requestId = randomUUID(),
) =>
  decideRequestConsent(
    {
      athleteId,
      actor,
      requestId,
      email: 'sealed:mail',
      addressBelongsToNominator: false,
      now,
      expiresAt: later(72),
    },
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
      {
        athleteId,
        actor: guardian,
        requestId,
        email: 'sealed:m',
        addressBelongsToNominator: false,
        now,
        expiresAt: later(72),
      },
      given(...events),
    );
    expect(consentOnRecord(given(...events, ...asked))).toBe(false);
    const at = later(1);
    const gave = decideGiveConsent(
      { athleteId, requestId, account: signedIn(guardian), address: MAIL, now: at },
      given(...events, ...asked),
    );
    expect(gave[0].data).toEqual({
      athleteId,
      requestId,
      guardianId: guardian.id,
      email: 'sealed:m',
      method: 'email',
      addressBelongsToNominator: false,
      givenAt: at.toISOString(),
    });
    const after = given(...events, ...asked, ...gave);
    expect(consentOnRecord(after)).toBe(true);
    // The link alone is "email plus": never enough to show a child under 13 in public.
    expect(verifiedConsentOnRecord(after)).toBe(false);
    expect(() =>
      decideGiveConsent(
        { athleteId, requestId, account: signedIn(guardian), address: MAIL, now: at },
        after,
      ),
    ).toThrow(ConsentLinkUsed);
  });

  it('refuses an expired link, an unknown one, and a request by a stranger', () => {
    const { athleteId, guardian, events } = child();
    const requestId = randomUUID();
    const asked = decideRequestConsent(
      {
        athleteId,
        actor: guardian,
        requestId,
        email: 'sealed:m',
        addressBelongsToNominator: false,
        now,
        expiresAt: later(72),
      },
      given(...events),
    );
    const state = given(...events, ...asked);
    const account = signedIn(guardian);
    expect(() =>
      decideGiveConsent({ athleteId, requestId, account, address: MAIL, now: later(72) }, state),
    ).toThrow(ConsentLinkExpired);
    expect(() =>
      decideGiveConsent({ athleteId, requestId: randomUUID(), account, address: MAIL, now }, state),
    ).toThrow(ConsentLinkInvalid);
    expect(() => consentAsked(athleteId, parent())).toThrow();
    expect(() =>
      decideRequestConsent(
        {
          athleteId,
          actor: parent(),
          requestId,
          email: 'sealed:m',
          addressBelongsToNominator: false,
          now,
          expiresAt: later(1),
        },
        state,
      ),
    ).toThrow(NotYourAthlete);
  });

  it('is withdrawn by the guardian, and cannot be withdrawn twice', () => {
    const { athleteId, guardian, events } = child();
    const requestId = randomUUID();
    const asked = decideRequestConsent(
      {
        athleteId,
        actor: staff,
        requestId,
        email: 'sealed:m',
        addressBelongsToNominator: false,
        now,
        expiresAt: later(72),
      },
      given(...events),
    );
    expect(asked[0].data.guardianId).toBeNull();
    const gave = decideGiveConsent(
      { athleteId, requestId, account: signedIn(guardian), address: MAIL, now },
      given(...events, ...asked),
    );
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

  it('erases an athlete’s own account no guardian ever asked to link to: the athlete or staff, as its first event', () => {
    const athleteId = randomUUID();
    const self = { id: athleteId, role: 'athlete' };
    expect(() => decideErase({ athleteId, actor: self, age: null, now }, given())).toThrow(
      AthleteNotFound,
    );
    const erased = decideErase({ athleteId, actor: self, age: null, account: true, now }, given());
    expect(erased[0].data.requestedAs).toBe('athlete');
    expect(
      decideErase({ athleteId, actor: staff, age: null, account: true, now }, given())[0].data
        .requestedAs,
    ).toBe('staff');
    expect(() =>
      decideErase({ athleteId, actor: parent(), age: null, account: true, now }, given()),
    ).toThrow(ErasureNotAllowed);
    const after = given(...erased);
    expect(after.status).toBe('erased');
    expect(() =>
      decideErase({ athleteId, actor: self, age: null, account: true, now }, after),
    ).toThrow(AlreadyErased);
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
        sealed: {
          firstName: 'sealed:a',
          lastName: 'sealed:b',
          guardianEmail: 'sealed:g',
          nominatorEmail: 'sealed:n',
        },
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
        sealed: {
          firstName: 'sealed:a',
          lastName: 'sealed:b',
          guardianEmail: null,
          nominatorEmail: null,
        },
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
        {
          athleteId,
          actor,
          requestId: randomUUID(),
          email: 'sealed:g',
          addressBelongsToNominator: false,
          now,
          expiresAt: later(72),
        },
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
          sealed: {
            firstName: 'sealed:a',
            lastName: 'sealed:b',
            guardianEmail: null,
            nominatorEmail: null,
          },
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

// Issue 36 item 1: consent that a stranger cannot give.
describe('where a consent link goes', () => {
  const facts = {
    asker: 'nominator' as const,
    askerAddress: 'fan@example.com',
    guardianAddresses: [] as string[],
    nominatedGuardianAddress: 'mom@example.com',
    nominatorIsGuardian: false,
    nominatorAccountAddress: 'fan@example.com',
    nominatorTypedAddress: 'fan.typed@example.com',
  };

  it("goes to the guardian's address on record, never to one of the nominator's own", () => {
    expect(consentRecipient(facts)).toEqual({
      to: 'mom@example.com',
      addressBelongsToNominator: false,
    });
    // A "guardian" address that is the nominator's account or typed address (as a mailbox) is no
    // guardian's: there is nowhere to send the link.
    for (const own of ['FAN@example.com', 'fan.typed+kid@example.com']) {
      expect(() => consentRecipient({ ...facts, nominatedGuardianAddress: own })).toThrow(
        NoEmailOnRecord,
      );
    }
    expect(mailboxOf('J.Doe+kid07@GoogleMail.com')).toBe('jdoe@gmail.com');
    expect(sameMailbox('jdoe@gmail.com', 'j.d.o.e+x@gmail.com')).toBe(true);
    expect(sameMailbox('jdoe@example.com', 'j.doe@example.com')).toBe(false);
  });

  it("goes to the account's own address for a nominator who is the guardian, not the typed one", () => {
    expect(
      consentRecipient({ ...facts, nominatorIsGuardian: true, nominatedGuardianAddress: null }),
    ).toEqual({ to: 'fan@example.com', addressBelongsToNominator: true });
  });

  it('goes to a guardian on record when the nominator asks again, never to the nominator', () => {
    const asked = consentRecipient({
      ...facts,
      guardianAddresses: ['dad@example.com'],
      nominatorIsGuardian: true,
    });
    expect(asked).toEqual({ to: 'dad@example.com', addressBelongsToNominator: false });
    // Staff asking get the same address; a linked guardian asking gets their own.
    expect(consentRecipient({ ...facts, asker: 'staff' }).to).toBe('mom@example.com');
    expect(
      consentRecipient({ ...facts, asker: 'guardian', askerAddress: 'dad@example.com' }).to,
    ).toBe('dad@example.com');
  });
});

describe('consent a stranger cannot give', () => {
  const nominatedWithRequest = () => {
    const athleteId = randomUUID();
    const nominatorId = randomUUID();
    const requestId = randomUUID();
    const recorded = decideRecordNominated(
      {
        athleteId,
        nominationId: randomUUID(),
        nominatorId,
        nominatorIsGuardian: false,
        sealed: {
          firstName: 'sealed:a',
          lastName: 'sealed:b',
          guardianEmail: 'sealed:g',
          nominatorEmail: 'sealed:n',
        },
        now,
      },
      initialFamily,
    );
    const asked = decideRequestConsent(
      {
        athleteId,
        actor: { id: nominatorId, role: 'fan' },
        requestId,
        email: 'sealed:g',
        addressBelongsToNominator: false,
        now,
        expiresAt: later(72),
      },
      given(...recorded),
    );
    return { athleteId, nominatorId, requestId, events: [...recorded, ...asked] };
  };

  it("is given only by a signed-in parent account at the link's address, who joins the family", () => {
    const { athleteId, nominatorId, requestId, events } = nominatedWithRequest();
    const state = given(...events);
    const give = (account: { id: string; role: string; email: string | null }) =>
      decideGiveConsent({ athleteId, requestId, account, address: MAIL, now }, state);
    // The nominator who forwarded the link to themselves, or any account at another address.
    expect(() => give({ id: nominatorId, role: 'parent', email: 'fan@example.com' })).toThrow(
      ConsentNotForThisAccount,
    );
    expect(() => give({ id: randomUUID(), role: 'parent', email: null })).toThrow(
      ConsentNotForThisAccount,
    );
    // The right address on a fan's account is not a guardian's.
    expect(() => give({ id: randomUUID(), role: 'fan', email: MAIL })).toThrow(
      ConsentNotForThisAccount,
    );
    const guardian = { id: randomUUID(), role: 'parent', email: 'Guardian@Example.com' };
    const gave = give(guardian);
    expect(gave[0].data).toMatchObject({ guardianId: guardian.id, method: 'email' });
    const after = given(...events, ...gave);
    expect(mayActFor(after, athleteId, guardian.id)).toBe(true);
    expect(mayActFor(after, athleteId, nominatorId)).toBe(false);
    expect(verifiedConsentOnRecord(after)).toBe(false);
  });

  it("is verified by the guardian's own card check (paid, then refunded), naming the payment", () => {
    const { athleteId, requestId, events } = nominatedWithRequest();
    const guardian = { id: randomUUID(), role: 'parent' };
    const gave = decideGiveConsent(
      { athleteId, requestId, account: signedIn(guardian), address: MAIL, now },
      given(...events),
    );
    const state = given(...events, ...gave);
    expect(decideStartCardCheck({ athleteId, guardian }, state)).toBe(requestId);
    expect(() => decideStartCardCheck({ athleteId, guardian: parent() }, state)).toThrow(
      NotYourAthlete,
    );
    const payment = (status: string, reference = cardCheckReference(athleteId, requestId)) => ({
      paymentId: 'pay-1',
      reference,
      status,
    });
    const verify = (p: ReturnType<typeof payment>, who = guardian, family = state) =>
      decideVerifyConsent(
        { athleteId, now: later(1), method: 'card', guardian: who, payment: p },
        family,
      );
    expect(() => verify(payment('pending'))).toThrow(CardCheckNotPaid);
    expect(() => verify(payment('failed'))).toThrow(CardCheckNotPaid);
    expect(() => verify(payment('refunded', 'shop-order-9'))).toThrow(CardCheckNotPaid);
    expect(() => verify(payment('refunded'), parent())).toThrow(NotYourAthlete);
    const verified = verify(payment('refunded'));
    expect(verified[0]?.data).toEqual({
      athleteId,
      requestId,
      method: 'card',
      guardianId: guardian.id,
      paymentId: 'pay-1',
      staffId: null,
      note: null,
      verifiedAt: later(1).toISOString(),
    });
    const after = given(...events, ...gave, ...verified);
    expect(verifiedConsentOnRecord(after)).toBe(true);
    // The same card check again records nothing; another verification is refused.
    expect(verify(payment('refunded'), guardian, after)).toEqual([]);
    expect(() => decideStartCardCheck({ athleteId, guardian }, after)).toThrow(
      ConsentAlreadyVerified,
    );
    // Withdrawn, a later consent needs its own verification.
    const withdrawn = decideWithdrawConsent({ athleteId, actor: guardian, now }, after);
    expect(verifiedConsentOnRecord(given(...events, ...gave, ...verified, ...withdrawn))).toBe(
      false,
    );
  });

  it('is verified by staff who say how (a call, a document) and who they are; not before it is given', () => {
    const { athleteId, requestId, events } = nominatedWithRequest();
    const byStaff = (family: Family, actor = staff) =>
      decideVerifyConsent(
        { athleteId, now, method: 'call', staff: actor, note: 'sealed:note' },
        family,
      );
    expect(() => byStaff(given(...events))).toThrow(NoConsentToVerify);
    const gave = decideGiveConsent(
      { athleteId, requestId, account: signedIn(parent()), address: MAIL, now },
      given(...events),
    );
    const state = given(...events, ...gave);
    expect(() => byStaff(state, parent())).toThrow(NotYourAthlete);
    const verified = byStaff(state);
    expect(verified[0]?.data).toMatchObject({
      method: 'call',
      staffId: staff.id,
      note: 'sealed:note',
      paymentId: null,
    });
    expect(verifiedConsentOnRecord(given(...events, ...gave, ...verified))).toBe(true);
  });
});
