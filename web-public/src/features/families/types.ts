// The server's answer schemas for /api/families.
export type {
  CardCheck,
  ChildCreated,
  ConsentGiven,
  ConsentLink,
  FamilyMessage,
  FamilyOverview,
  Guardian,
  LinkRequested,
  ManagedAthlete,
} from '@server/families/schemas';

/** POST /api/families/children. */
export type ChildInput = { firstName: string; lastName: string; birthDate: string };
