import type { ReadModel } from '../runner/read-model';
import { shopCatalogueMigrations } from './catalogue/migrations';
import { shopCatalogueProjector } from './catalogue/projector';
import { shopOrdersMigrations } from './orders/migrations';
import { shopOrdersProjector } from './orders/projector';
import { shopStockMigrations } from './stock/migrations';
import { shopStockProjector } from './stock/projector';

/** The shop's read models: the catalogue, each variant's stock and holds, and the orders. */
export const shopReadModels: readonly ReadModel[] = [
  { projector: shopCatalogueProjector, migrations: shopCatalogueMigrations },
  { projector: shopStockProjector, migrations: shopStockMigrations },
  { projector: shopOrdersProjector, migrations: shopOrdersMigrations },
];
