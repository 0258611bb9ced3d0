import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { isAlive, type Lock, lockDataDir, type Owner, readOwner } from './data-dir-lock';
import { PGliteWireQueue } from './pglite-wire-queue';

export type EmbeddedPostgres = {
  connection: { host: string; port: number; user: string; database: string };
  /** True when another process already runs PGlite on this DATA_DIR and we connect to it. */
  attached: boolean;
  close(): Promise<void>;
};

const HOST = '127.0.0.1';

/**
 * PGlite behind a PostgreSQL wire-protocol socket, so `pg` and knex use it unchanged.
 * One process owns a data directory (the lock file `pg.lock` names it and its port); a second
 * process (a CLI run while the server is up) attaches to the owner's socket instead of opening
 * the files twice.
 * With dataDir undefined the database lives in memory (tests).
 */
export async function openEmbeddedPostgres(options: {
  dataDir: string | undefined;
}): Promise<EmbeddedPostgres> {
  const pgDir = options.dataDir ? path.join(options.dataDir, 'pg') : undefined;
  let lock: Lock | undefined;
  if (options.dataDir && pgDir) {
    await mkdir(pgDir, { recursive: true });
    const taken = await ownOrAttach(path.join(options.dataDir, 'pg.lock'));
    if ('connection' in taken) return taken;
    lock = taken.lock;
  }
  try {
    const db = await PGlite.create({
      ...(pgDir ? { dataDir: pgDir } : {}),
      startParams: START_PARAMS,
    });
    const server = await serveWireProtocol(db);
    const port = (server.address() as { port: number }).port;
    await lock?.announce(port);
    return {
      connection: { host: HOST, port, user: 'postgres', database: 'postgres' },
      attached: false,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/**
 * PGlite's own settings, with PostgreSQL's buffer cache cut from 128 MB to 32 MB: the embedded
 * database of a small site fits in it, and the process rests at about 200 MB instead of 320 MB
 * (issue 8's memory target). Pages outside it are read back from the data directory's files.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=32MB', '-c', 'wal_buffers=1MB'],
];

/** A loopback PostgreSQL wire-protocol server over PGlite, one handler per connection. */
async function serveWireProtocol(db: PGlite): Promise<Server> {
  const queue = new PGliteWireQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      // Our queue has the same surface as pglite-socket's; see PGliteWireQueue for why.
      queryQueue: queue as unknown as ConstructorParameters<
        typeof PGLiteSocketHandler
      >[0]['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    handler.addEventListener('close', () => handlers.delete(handler));
    void handler.attach(socket);
  });
  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const handler of handlers) void handler.detach(true);
    return close(callback);
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  return server;
}

/**
 * Takes the data directory's lock, or attaches to its live owner's socket, waiting while the
 * owner is still starting (it writes its port into the lock once it listens). Should the owner
 * die meanwhile, its lock is stale and this process takes it.
 */
async function ownOrAttach(file: string): Promise<{ lock: Lock } | EmbeddedPostgres> {
  const deadline = Date.now() + OWNER_START_WAIT_MS;
  for (;;) {
    const taken = await lockDataDir(file);
    if ('lock' in taken) return taken;
    let owner: Owner | 'gone' | 'unreadable' = taken.owner;
    while (typeof owner === 'object' && owner.port === undefined && isAlive(owner)) {
      if (Date.now() > deadline)
        throw new Error(
          `The embedded database in ${path.dirname(file)} is held by process ${owner.pid}, which has not opened it within ${OWNER_START_WAIT_MS / 1000} s; stop that process and start again`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
      owner = await readOwner(file);
    }
    if (typeof owner === 'object' && owner.port !== undefined && isAlive(owner))
      return attached(owner.port);
  }
}

/** How long a second process waits for the owner to open the database before giving up. */
const OWNER_START_WAIT_MS = 60_000;

function attached(port: number): EmbeddedPostgres {
  return {
    connection: { host: HOST, port, user: 'postgres', database: 'postgres' },
    attached: true,
    close: async () => {},
  };
}
