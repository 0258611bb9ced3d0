import type { ApiArea, Operation } from '../core/http/openapi';
import {
  athleteIdParams,
  cardCheckAnswer,
  cardCheckConfirmSchema,
  childCreatedAnswer,
  childSchema,
  consentGivenAnswer,
  consentLinkAnswer,
  consentRecordAnswer,
  consentRequestedAnswer,
  consentSchema,
  consentTokenQuery,
  familyAnswer,
  familyMessageAnswer,
  guardianIdParams,
  linkRequestedAnswer,
  linkRequestSchema,
  staffVerificationSchema,
} from './schemas';

const message = (description: string) => ({ description, schema: familyMessageAnswer });
const NOT_YOURS = 'The caller is not a linked guardian of this athlete';

/** The athlete's answer to a parent's link request: accept or decline. */
const linkAnswer = (action: 'accept' | 'decline') =>
  ({
    method: 'post',
    path: `/families/links/:guardianId/${action}`,
    summary: `The athlete ${action}s a parent's link request`,
    access: 'signed-in',
    params: guardianIdParams,
    responses: {
      200: message(action === 'accept' ? 'Linked' : 'Declined'),
      404: 'That parent has not asked to be linked to the caller',
    },
  }) satisfies Operation;

/** The families' calls, by name: the router binds them with `route`. */
export const familyOperations = {
  family: {
    method: 'get',
    path: '/families',
    summary: 'The athletes I look after, and (as an athlete) the guardians linked to me',
    access: 'signed-in',
    responses: { 200: { description: 'My family', schema: familyAnswer } },
  },
  createChild: {
    method: 'post',
    path: '/families/children',
    summary:
      'A parent makes a profile for a child (no login of its own); under 13, a consent link is mailed',
    access: 'signed-in',
    body: childSchema,
    responses: {
      201: { description: 'The child profile', schema: childCreatedAnswer },
      403: 'Only a parent account can make a child profile',
    },
  },
  requestLink: {
    method: 'post',
    path: '/families/links',
    summary: "A parent asks to be linked to an athlete's account",
    access: 'signed-in',
    body: linkRequestSchema,
    responses: {
      201: { description: 'Requested (or requested already)', schema: linkRequestedAnswer },
      403: 'Only a parent account can ask',
      404: 'No athlete account has that username',
      409: 'Linked already',
    },
  },
  acceptLink: linkAnswer('accept'),
  declineLink: linkAnswer('decline'),
  requestConsent: {
    method: 'post',
    path: '/families/athletes/:athleteId/consent-requests',
    summary:
      "Mails a single-use consent link to the guardian's address on record: a linked guardian's own account's; for staff or a nominated athlete's nominator, a linked guardian's, else the guardian address the nomination gave (the nominator's account's only when they said they are the guardian), never an address of the nominator's",
    access: 'signed-in',
    params: athleteIdParams,
    responses: {
      202: { description: 'Mailed', schema: consentRequestedAnswer },
      403: NOT_YOURS,
      404: 'No such athlete',
      409: 'No guardian address on record (or only the nominator’s own)',
      410: 'The athlete was erased',
      429: 'Too many consent links asked for by this account or for this athlete',
    },
  },
  consentLink: {
    method: 'get',
    path: '/families/consent',
    summary:
      "What a mailed consent link is for: the athlete's first name and initial, whether it still works, and the address it went to (masked)",
    access: 'public',
    query: consentTokenQuery,
    responses: {
      200: { description: 'The link', schema: consentLinkAnswer },
      404: 'Not a valid link',
    },
  },
  giveConsent: {
    method: 'post',
    path: '/families/consent',
    summary:
      'Gives consent through the mailed link, signed in with a parent account whose e-mail is the address the link went to (records GuardianConsentGiven: who, how, to which address, when); the guardian joins the athlete’s family. Consent by e-mail alone is for internal use: a child under 13 is public only once it is verified',
    access: 'signed-in',
    body: consentSchema,
    responses: {
      200: { description: 'Consent on record', schema: consentGivenAnswer },
      403: 'Not a parent account, or its e-mail is not the address the link went to',
      404: 'Not a valid link',
      410: 'Used already, expired, or the athlete was erased',
    },
  },
  startCardCheck: {
    method: 'post',
    path: '/families/athletes/:athleteId/consent/card-check',
    summary:
      'The guardian who gave consent opens a card check to verify it: a 50-cent payment through the payment port, refunded at once (one per consent)',
    access: 'signed-in',
    params: athleteIdParams,
    responses: {
      201: { description: 'The hosted payment page to pay on', schema: cardCheckAnswer },
      403: 'Not the guardian who gave this consent',
      404: 'No such athlete',
      409: 'No consent given yet, or verified already',
      410: 'The athlete was erased',
      503: 'Payments are off',
    },
  },
  confirmCardCheck: {
    method: 'post',
    path: '/families/athletes/:athleteId/consent/card-check/confirm',
    summary:
      'Back from the card check: once paid, the payment is refunded and GuardianConsentVerified recorded with its id (again: nothing more)',
    access: 'signed-in',
    params: athleteIdParams,
    body: cardCheckConfirmSchema,
    responses: {
      200: message('Verified'),
      403: 'Not the guardian who gave this consent',
      409: 'Not paid (yet), not this consent’s card check, or verified otherwise already',
      410: 'The athlete was erased',
    },
  },
  consentRecord: {
    method: 'get',
    path: '/admin/families/athletes/:athleteId/consent',
    summary:
      "How the athlete's consent was given (method, address, whether the address is the nominator's, who, when) and verified",
    access: 'admin',
    params: athleteIdParams,
    responses: {
      200: { description: 'The consent record', schema: consentRecordAnswer },
      404: 'No such athlete',
    },
  },
  verifyConsent: {
    method: 'post',
    path: '/admin/families/athletes/:athleteId/consent/verification',
    summary:
      'Staff record how they verified a given consent (a call, a document seen), as themselves (GuardianConsentVerified)',
    access: 'admin',
    params: athleteIdParams,
    body: staffVerificationSchema,
    responses: {
      201: message('Verified'),
      404: 'No such athlete',
      409: 'No consent given yet, or verified already',
      410: 'The athlete was erased',
    },
  },
  withdrawConsent: {
    method: 'post',
    path: '/families/athletes/:athleteId/consent/withdraw',
    summary: 'A guardian (or staff) withdraws consent',
    access: 'signed-in',
    params: athleteIdParams,
    responses: {
      200: message('Withdrawn'),
      403: NOT_YOURS,
      404: 'No such athlete',
      409: 'No consent on record',
      410: 'The athlete was erased',
    },
  },
  erase: {
    method: 'post',
    path: '/families/athletes/:athleteId/erasure',
    summary: "Erases the athlete's personal data (deletes the key their fields are sealed with)",
    access: 'signed-in',
    params: athleteIdParams,
    responses: {
      200: message('Erased'),
      403: 'Not a linked guardian, the adult athlete, or staff',
      404: 'No such athlete',
      410: 'Erased already',
    },
  },
} satisfies Record<string, Operation>;

export const familiesApi: ApiArea = {
  tag: 'Families',
  description:
    "Guardians and the athletes they look after; guardian consent; erasure of a minor's data",
  operations: Object.values(familyOperations),
};
