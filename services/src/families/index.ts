export {
  decideAndAppend,
  isConsentOnRecord,
  isVerifiedConsentOnRecord,
  loadFamily,
  mayUserActFor,
  recordNominatedAthlete,
  whoMayActFor,
} from './commands';
export {
  type ConsentRecipient,
  cardCheckPaid,
  consentLink,
  consentRecipientFor,
  ensureGuardianConsentRequested,
  giveGuardianConsent,
  recordStaffVerification,
  requestGuardianConsent,
} from './consent';
export { sameMailbox } from './decide';
export { eraseAthlete, eraseNominatedAthleteByMailedLink } from './erasure';
export {
  AlreadyErased,
  AthleteNotFound,
  GuardianAddressIsNominators,
  NoEmailOnRecord,
} from './errors';
export { FAMILY_EVENT_TYPES, familyStream, parseFamilyEvent } from './events';
export { evolveFamily, initialFamily, mayActFor, verifiedConsentOnRecord } from './family';
export { familiesApi } from './openapi';
export { findConsentRecord } from './queries';
export { familyRoutes } from './routes';
export { consentRecordAnswer } from './schemas';
export {
  migratePersonKeys,
  sealedField,
  sealedOpener,
  sealedPersonId,
  sealFor,
  shredKey,
  unseal,
} from './sealing';
export { signLink, verifyLink } from './signed-links';
