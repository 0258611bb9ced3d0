export {
  eraseAthlete,
  isConsentOnRecord,
  loadFamily,
  mayUserActFor,
  requestGuardianConsent,
  whoMayActFor,
} from './commands';
export { FAMILY_EVENT_TYPES, familyStream, parseFamilyEvent } from './events';
export { familiesApi } from './openapi';
export { familyRoutes } from './routes';
export { migratePersonKeys, sealFor, unseal } from './sealing';
