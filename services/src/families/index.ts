export {
  isConsentOnRecord,
  isVerifiedConsentOnRecord,
  loadFamily,
  mayUserActFor,
  whoMayActFor,
} from './commands';
export { cardCheckPaid, requestGuardianConsent } from './consent';
export { eraseAthlete } from './erasure';
export { FAMILY_EVENT_TYPES, familyStream, parseFamilyEvent } from './events';
export { familiesApi } from './openapi';
export { familyRoutes } from './routes';
export { migratePersonKeys, sealFor, unseal } from './sealing';
