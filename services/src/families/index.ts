export { familiesArea } from './area';
export {
  createChildProfile,
  decideAndAppend,
  isVerifiedConsentOnRecord,
  loadFamily,
  recordNominatedAthlete,
} from './commands';
export {
  type ConsentRecipient,
  consentLink,
  consentRecipientFor,
  ensureGuardianConsentRequested,
  giveGuardianConsent,
  recordStaffVerification,
} from './consent';
export { ageOn, sameMailbox } from './decide';
export { childBirthDate, eraseAthlete, eraseNominatedAthleteByMailedLink } from './erasure';
export {
  AlreadyErased,
  AthleteNotFound,
  GuardianAddressIsNominators,
  NoEmailOnRecord,
} from './errors';
export { FAMILY_EVENT_TYPES, familyStream, parseFamilyEvent } from './events';
export { evolveFamily, initialFamily, mayActFor, verifiedConsentOnRecord } from './family';
export { findConsentRecord, findFamily } from './queries';
export { consentRecordAnswer, sealedField } from './schemas';
export {
  migratePersonKeys,
  sealedOpener,
  sealedPersonId,
  sealFor,
  shredKey,
  unseal,
} from './sealing';
export { signLink, verifyLink } from './signed-links';
