import type { ApiArea, Operation } from '../../core/http/openapi';
import { message, NOMINATION_GONE, NOMINATION_NOT_FOUND } from '../openapi';
import {
  nominateSchema,
  noteSchema,
  reasonSchema,
  removalRequestSchema,
  removalTokenSchema,
} from '../schemas';
import {
  nominationCreatedAnswer,
  nominationIdParams,
  nominationStatusAnswer,
  removalLinkAnswer,
} from '../write-schemas';

const statusChanged = (description: string) => ({ description, schema: nominationStatusAnswer });

const review = (name: 'approve' | 'feature' | 'archive', summary: string): Operation => ({
  method: 'post',
  path: `/admin/you-scout/nominations/:id/${name}`,
  summary,
  access: 'admin',
  params: nominationIdParams,
  responses: {
    200: statusChanged('The nomination and its new status'),
    404: NOMINATION_NOT_FOUND,
    409: 'Not allowed from the nomination’s status (the message says why), or changed meanwhile',
    410: NOMINATION_GONE,
  },
});

/** Nominations' writes, by name: the routers bind them with `route`. */
export const nominationWriteOperations = {
  nominate: {
    method: 'post',
    path: '/you-scout/nominations',
    summary:
      'Nominate an athlete (personal fields sealed with the athlete’s key); under 13 a guardian’s consent is asked by mail',
    access: 'signed-in',
    body: nominateSchema,
    responses: {
      201: { description: 'The nomination, pending review', schema: nominationCreatedAnswer },
      429: 'Too many nominations from this account, or consent requests mailed to this guardian address',
    },
  },
  withdraw: {
    method: 'post',
    path: '/you-scout/nominations/:id/withdraw',
    summary: 'The nominator withdraws a pending nomination',
    access: 'signed-in',
    params: nominationIdParams,
    responses: {
      200: statusChanged('Withdrawn'),
      403: 'Only the person who made this nomination can withdraw it',
      404: NOMINATION_NOT_FOUND,
      409: 'Only a pending nomination can be withdrawn (the message says why)',
      410: NOMINATION_GONE,
    },
  },
  remove: {
    method: 'post',
    path: '/you-scout/nominations/:id/removal',
    summary:
      'The athlete, their parent or guardian, or staff have a nomination removed: the athlete’s data is erased at once',
    access: 'signed-in',
    params: nominationIdParams,
    responses: {
      200: message('Removed and erased'),
      403: 'Only the athlete, their parent or guardian, or staff can have this nomination removed',
      404: NOMINATION_NOT_FOUND,
      410: 'This nomination was removed already',
    },
  },
  // ── Removal by a link mailed to an address on record (fix/ys-removal) ──
  removalRequest: {
    method: 'post',
    path: '/you-scout/nominations/:id/removal-requests',
    summary:
      'Anyone asks for a nomination’s removal: when the address is its guardian’s or nominator’s, a single-use link is mailed there; the answer is the same either way',
    access: 'public',
    params: nominationIdParams,
    body: removalRequestSchema,
    responses: {
      202: message('Always the same: a link was mailed if the address is on record'),
      429: 'Too many forms sent from this address, removal links asked by this account or for this address',
    },
  },
  removalLink: {
    method: 'get',
    path: '/you-scout/removal-links',
    summary: 'What a mailed removal link removes: the nomination’s public fields only',
    access: 'public',
    query: removalTokenSchema,
    responses: {
      200: { description: 'The nomination the link removes', schema: removalLinkAnswer },
      404: 'This removal link is not valid',
      410: 'The link was used already, has expired, or the nomination was removed already',
    },
  },
  removalConfirm: {
    method: 'post',
    path: '/you-scout/removal-links/confirm',
    summary:
      'A mailed removal link confirmed: the nomination is removed and the athlete’s data erased at once',
    access: 'public',
    body: removalTokenSchema,
    responses: {
      200: message('Removed and erased'),
      404: 'This removal link is not valid',
      410: 'The link was used already, has expired, or the nomination was removed already',
    },
  },
  approve: review(
    'approve',
    'Approve a pending nomination (public once approved, under 13 with consent)',
  ),
  reject: {
    method: 'post',
    path: '/admin/you-scout/nominations/:id/reject',
    summary: 'Reject a pending nomination with a reason shown to the nominator',
    access: 'admin',
    params: nominationIdParams,
    body: reasonSchema,
    responses: {
      200: statusChanged('Rejected'),
      404: NOMINATION_NOT_FOUND,
      409: 'Not allowed from the nomination’s status (the message says why), or changed meanwhile',
      410: NOMINATION_GONE,
    },
  },
  feature: review('feature', 'Feature an approved nomination'),
  archive: review('archive', 'Archive an approved or featured nomination'),
  note: {
    method: 'post',
    path: '/admin/you-scout/nominations/:id/notes',
    summary: 'Add an internal note (sealed with the athlete’s key)',
    access: 'admin',
    params: nominationIdParams,
    body: noteSchema,
    responses: { 201: message('Note added'), 404: NOMINATION_NOT_FOUND, 410: NOMINATION_GONE },
  },
} satisfies Record<string, Operation>;

/** Nominations' writes (helper ys-write): nominate, withdraw, remove (also by a mailed link); staff's reviews and notes. */
export const nominationWriteApi: ApiArea = {
  tag: 'YouScout',
  description:
    'Community nominations of young baseball and softball athletes, votes, moderated comments, staff review',
  operations: Object.values(nominationWriteOperations),
};
