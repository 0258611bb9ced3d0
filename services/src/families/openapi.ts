import type { ApiArea } from '../core/http/openapi';
import {
  athleteIdParams,
  childCreatedAnswer,
  childSchema,
  consentLinkAnswer,
  consentRequestedAnswer,
  consentSchema,
  consentTokenQuery,
  familyAnswer,
  familyMessageAnswer,
  guardianIdParams,
  linkRequestedAnswer,
  linkRequestSchema,
} from './schemas';

const message = (description: string) => ({ description, schema: familyMessageAnswer });
const NOT_YOURS = 'The caller is not a linked guardian of this athlete';

export const familiesApi: ApiArea = {
  tag: 'Families',
  description:
    "Guardians and the athletes they look after; guardian consent; erasure of a minor's data",
  operations: [
    {
      method: 'get',
      path: '/families',
      summary: 'The athletes I look after, and (as an athlete) the guardians linked to me',
      access: 'signed-in',
      responses: { 200: { description: 'My family', schema: familyAnswer } },
    },
    {
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
    {
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
    ...(['accept', 'decline'] as const).map((action) => ({
      method: 'post' as const,
      path: `/families/links/:guardianId/${action}`,
      summary: `The athlete ${action}s a parent's link request`,
      access: 'signed-in' as const,
      params: guardianIdParams,
      responses: {
        200: message(action === 'accept' ? 'Linked' : 'Declined'),
        404: 'That parent has not asked to be linked to the caller',
      },
    })),
    {
      method: 'post',
      path: '/families/athletes/:athleteId/consent-requests',
      summary: "Mails the guardian a single-use consent link (to the guardian's own address)",
      access: 'signed-in',
      params: athleteIdParams,
      responses: {
        202: { description: 'Mailed', schema: consentRequestedAnswer },
        403: NOT_YOURS,
        404: 'No such athlete',
        409: 'The account has no e-mail address',
        410: 'The athlete was erased',
        429: 'Too many consent links asked for by this account or for this athlete',
      },
    },
    {
      method: 'get',
      path: '/families/consent',
      summary:
        "What a mailed consent link is for: the athlete's first name and initial, and whether it still works",
      access: 'public',
      query: consentTokenQuery,
      responses: {
        200: { description: 'The link', schema: consentLinkAnswer },
        404: 'Not a valid link',
      },
    },
    {
      method: 'post',
      path: '/families/consent',
      summary: 'Gives consent through the mailed link (records GuardianConsentGiven: who and when)',
      access: 'public',
      body: consentSchema,
      responses: {
        200: message('Consent on record'),
        404: 'Not a valid link',
        410: 'Used already, expired, or the athlete was erased',
      },
    },
    {
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
    {
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
  ],
};
