import accounts from '@/accounts';
import audit from '@/audit';
import type { Area } from '@/common/area';
import intake from '@/intake';
import matchups from '@/matchups';
import operations from '@/operations';
import payments from '@/payments';
import prospects from '@/prospects';
import shop from '@/shop';
import youScout from '@/youscout';

/**
 * The back office's areas, in menu order: App registers their resources and pages from this
 * list and the menu lists them. A new area is its folder (its `index.ts` exporting an `Area`)
 * and one line here.
 */
export const AREAS: readonly Area[] = [
  prospects,
  intake,
  payments,
  accounts,
  youScout,
  matchups,
  shop,
  audit,
  operations,
];

export const RESOURCES = AREAS.flatMap((area) => area.resources ?? []);
export const PAGES = AREAS.flatMap((area) => area.pages ?? []);
