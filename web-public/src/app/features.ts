import { ACCOUNTS_PAGES } from '../features/accounts/pages';
import { FAMILIES_PAGES } from '../features/families/pages';
import { INTAKE_PAGES } from '../features/intake/pages';
import { LEGAL_PAGES } from '../features/legal/pages';
import { MATCHUPS_PAGES } from '../features/matchups/pages';
import { PROFILES_PAGES } from '../features/profiles/pages';
import { PROSPECTS_PAGES } from '../features/prospects/pages';
import { SHOP_PAGES } from '../features/shop/pages';
import { YOUSCOUT_PAGES } from '../features/youscout/pages';

/**
 * The public site's features that have pages, one line each: the folder under src/features and
 * the pages it declares (its pages.ts, with its route modules in its routes/). The route table
 * (route-table.ts) and with it the router, the build's pages and routes.json are built from
 * this. Relative imports: Node reads it at build time (vite.config.ts), without the `@/` alias.
 */
export const FEATURES = {
  accounts: ACCOUNTS_PAGES,
  families: FAMILIES_PAGES,
  intake: INTAKE_PAGES,
  legal: LEGAL_PAGES,
  matchups: MATCHUPS_PAGES,
  profiles: PROFILES_PAGES,
  prospects: PROSPECTS_PAGES,
  shop: SHOP_PAGES,
  youscout: YOUSCOUT_PAGES,
} as const;
