import { z } from 'zod';
import { event, timestamp } from '../core/event-schema';

/**
 * One stream per athlete (a managed child or an athlete's account): its guardians, consent and
 * erasure, so "who may act for this athlete" and "is consent on record" are one fold, and a
 * second link or a second use of a consent link is refused at an expected revision.
 */
export const familyStream = (athleteId: string): string => `family-${athleteId}`;

/** A personal field as stored in an event: AES-256-GCM under the person's key (sealing.ts). */
const sealed = z.string().startsWith('sealed:');

// Version 1 shapes; an upcaster goes in front of parseFamilyEvent when one changes.
export const familyEventSchema = z.discriminatedUnion('type', [
  // A parent made a profile for a child who has no login of their own.
  event('ChildProfileCreated', {
    athleteId: z.string(),
    guardianId: z.string(),
    firstName: sealed,
    lastName: sealed,
    birthDate: sealed,
    createdAt: timestamp,
  }),
  // Someone nominated an athlete elsewhere on the site (YouScout): the athlete has no account and
  // no linked guardian, so the family records who nominated them and the guardian's address the
  // consent link goes to (null when the nominator says they are the guardian: theirs is used).
  event('NominatedAthleteRecorded', {
    athleteId: z.string(),
    /** The nomination that named the athlete (its area's id), and the account that made it. */
    nominationId: z.string(),
    nominatorId: z.string(),
    nominatorIsGuardian: z.boolean(),
    firstName: sealed,
    lastName: sealed,
    guardianEmail: sealed.nullable(),
    /** (Added later; null in older events.) The address the nominator gave as their own. */
    nominatorEmail: sealed.nullable().default(null),
    recordedAt: timestamp,
  }),
  // A guardian asked to be linked to an athlete's account; the athlete accepts or declines.
  event('GuardianLinkRequested', {
    athleteId: z.string(),
    guardianId: z.string(),
    requestedAt: timestamp,
  }),
  event('GuardianLinkAccepted', {
    athleteId: z.string(),
    guardianId: z.string(),
    acceptedAt: timestamp,
  }),
  event('GuardianLinkDeclined', {
    athleteId: z.string(),
    guardianId: z.string(),
    declinedAt: timestamp,
  }),
  // A single-use consent link was mailed; the address is the athlete's to erase with them.
  event('GuardianConsentRequested', {
    athleteId: z.string(),
    requestId: z.string(),
    guardianId: z.string().nullable(),
    email: sealed,
    /**
     * (Added later; false in older events.) The address is one of the nominator's own: only a
     * nominator who says they are the guardian, at their account's address.
     */
    addressBelongsToNominator: z.boolean().default(false),
    expiresAt: timestamp,
    requestedAt: timestamp,
  }),
  // Who, how and when: the guardian's account, the address the link went to, by which method.
  // 'email' (an older event has none: the link alone) is "email plus": internal use only.
  event('GuardianConsentGiven', {
    athleteId: z.string(),
    requestId: z.string(),
    /** The account that gave it: signed in with the link's address (null in older events). */
    guardianId: z.string().nullable(),
    email: sealed,
    method: z.enum(['email']).default('email'),
    addressBelongsToNominator: z.boolean().default(false),
    givenAt: timestamp,
  }),
  // The consent given was verified by a method fit for public display of a child under 13:
  // a card check of the guardian (a small charge refunded at once, its payment named), or staff
  // who record how they checked (a call, a document seen) and who they are.
  event('GuardianConsentVerified', {
    athleteId: z.string(),
    /** The consent request whose consent this verifies. */
    requestId: z.string(),
    method: z.enum(['card', 'call', 'document']),
    /** The guardian whose card was checked, for 'card'. */
    guardianId: z.string().nullable(),
    /** The card check's payment (refunded at once), for 'card'. */
    paymentId: z.string().nullable(),
    /** The staff account that verified, for 'call' and 'document'. */
    staffId: z.string().nullable(),
    /** Staff's words on how they verified, sealed with the athlete's key; null for 'card'. */
    note: sealed.nullable(),
    verifiedAt: timestamp,
  }),
  event('GuardianConsentWithdrawn', {
    athleteId: z.string(),
    withdrawnBy: z.string().nullable(),
    withdrawnAt: timestamp,
  }),
  // The person's key was deleted: every sealed field of theirs reads "removed" from now on.
  event('PersonalDataErased', {
    athleteId: z.string(),
    /** The account that asked; null (added later) for a request by a link mailed to an address on record. */
    requestedBy: z.string().nullable(),
    /** 'nominator' (added later): a nominated athlete's nominator, by a mailed link. */
    requestedAs: z.enum(['guardian', 'athlete', 'staff', 'nominator']),
    erasedAt: timestamp,
  }),
]);

export type FamilyEvent = z.infer<typeof familyEventSchema>;
export type FamilyEventOf<T extends FamilyEvent['type']> = Extract<FamilyEvent, { type: T }>;
export const FAMILY_EVENT_TYPES = familyEventSchema.options.map(
  (option) => option.shape.type.value,
) as readonly FamilyEvent['type'][];

export const parseFamilyEvent = (type: string, data: unknown): FamilyEvent =>
  familyEventSchema.parse({ type, data });
