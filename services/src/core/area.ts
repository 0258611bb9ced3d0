import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { AppContext, CommandContext } from './context';
import type { EventSchema } from './event-store/event-schemas';
import type { FirstScreen } from './http/live-pages';
import type { ApiArea } from './http/openapi';
import type { ProjectionControl } from './projections';

/**
 * What an area hands the composition roots (services/src/composition/areas.ts lists the areas):
 * everything the API process needs of it, so adding an area is its folder and one line there.
 * Each area's `index.ts` exports one of these; nothing else of the area is the centre's business.
 */
export type ServiceArea = {
  /** The area's one slug, as its folders in all four trees are named. */
  readonly name: string;
  /** Every event type it writes: the event store refuses an append of any other. */
  readonly events?: readonly EventSchema[];
  /** Its calls, for the OpenAPI document, in the order they are listed there. */
  readonly api?: readonly ApiArea[];
  /** Its routers, mounted under /api in this order, after the admin guard on /api/admin. */
  readonly routes?: (mount: AreaMount) => readonly RequestHandler[];
  /** Routers that read the raw body (a signed webhook): under /api, before the body parsers. */
  readonly rawBodyRoutes?: (mount: AreaMount) => readonly RequestHandler[];
  /** Routers outside /api (files, a provider's page, an old address): before the sites. */
  readonly siteRoutes?: (mount: AreaMount) => readonly RequestHandler[];
  /**
   * Public pages the server renders when they are asked for, by the site's route (`/shop`):
   * what their first screen shows now (core/http/live-pages.ts). Only for a page whose first
   * screen is the same for every visitor and must not wait for its scripts (its largest paint).
   */
  readonly firstScreens?: (mount: AreaMount) => Readonly<Record<string, FirstScreen>>;
  /** What it offers other areas, by the key the taking area declares in AreaOffers. */
  readonly offers?: { readonly [K in keyof AreaOffers]?: readonly AreaOffers[K][] };
  /** Creates or updates the area's own tables outside the log and the read side, before the first request. */
  readonly migrate?: (knex: Knex) => Promise<void>;
  /** What runs beside the requests: sweeps, mail, the second half of a two-stream change. */
  readonly processes?: readonly BackgroundProcess[];
  /** The demo data `npm start` and `npm run seed` write once, through the area's handlers. */
  readonly seed?: AreaSeed;
};

/**
 * What one area offers another, by name: the area that takes an offer declares its key and
 * type by augmenting this interface (`declare module '../core/area'`), as payments does for the
 * reactions to a paid payment, and reads every area's offers through `AreaMount.offered`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the areas' module augmentations.
export interface AreaOffers {}

/** What a router may be given besides the context: the session middleware, the read side's controls. */
export type AreaMount = {
  readonly ctx: AppContext;
  readonly sessions: RequestHandler;
  readonly projections: ProjectionControl;
  /** The background processes of every area, as they run now (the operations view lists them). */
  readonly processes: () => readonly ProcessStatus[];
  /** Every area's offers under one key, in the registry's order. */
  offered<K extends keyof AreaOffers>(key: K): readonly AreaOffers[K][];
};

/** A stop: ends the process's timers and waits for a run under way. */
export type Stop = () => unknown;

/**
 * A process that runs beside the requests in the API process. `start` begins it (a first run
 * included, awaited when the server must not serve before it: finishing cut edits) and answers
 * how to stop it. Each is listed in the operations view by its name.
 */
export type BackgroundProcess = {
  /** `<area>-<what>`, unique across areas. */
  readonly name: string;
  /** What it does and when, for an operator reading the operations view. */
  readonly purpose: string;
  start(ctx: AppContext): Stop | Promise<Stop>;
};

export type ProcessStatus = {
  name: string;
  purpose: string;
  state: 'running' | 'stopped' | 'failed';
  startedAt: Date | null;
  lastError: string | null;
};

/** What a seed's handlers need: the store, and the keys and settings links are signed with. */
export type SeedContext = CommandContext & Pick<AppContext, 'config' | 'keys'>;

/** An area's demo data. `run` answers what it wrote ("100 prospects, 2,900 votes"), or that it had history already. */
export type AreaSeed = {
  /** What the log lines call it: "the demo board". */
  readonly what: string;
  run(ctx: SeedContext, now: number, onStart: () => void): Promise<string | 'already-seeded'>;
};
