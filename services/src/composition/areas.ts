import { accountsArea } from '../accounts';
import { activityArea } from '../activity';
import { auditArea } from '../audit';
import type { AreaOffers, BackgroundProcess, ServiceArea } from '../core/area';
import { familiesArea } from '../families';
import { intakeArea } from '../intake';
import { matchupsArea } from '../matchups';
import { notificationsArea } from '../notifications';
import { operationsArea } from '../operations';
import { paymentsArea } from '../payments';
import { profilesArea } from '../profiles';
import { prospectsArea } from '../prospects';
import { shopArea } from '../shop';
import { uploadsArea } from '../uploads';
import { youScoutArea } from '../youscout';

/**
 * Every area of the API, one line each (docs/adding-an-area.md). Their routers are mounted, their
 * calls documented, their processes started and their demo data seeded in this order. The board
 * comes first: its reads and votes are most of the API's calls, and each router passed on the
 * way costs every one of them a walk through its routes.
 */
export const AREAS: readonly ServiceArea[] = [
  prospectsArea,
  accountsArea,
  profilesArea,
  activityArea,
  uploadsArea,
  intakeArea,
  familiesArea,
  youScoutArea,
  matchupsArea,
  shopArea,
  notificationsArea,
  auditArea,
  operationsArea,
  paymentsArea,
];

/** Every area's offers under one key, in the registry's order. */
export function offered<K extends keyof AreaOffers>(key: K): readonly AreaOffers[K][] {
  return AREAS.flatMap((area) => area.offers?.[key] ?? []);
}

/** Every area's background processes, in the registry's order. */
export const PROCESSES: readonly BackgroundProcess[] = AREAS.flatMap(
  (area) => area.processes ?? [],
);
