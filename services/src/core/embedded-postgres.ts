import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import lockfile from 'proper-lockfile';
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
 * One process owns a data directory (a lock file says which); a second process (a CLI run while
 * the server is up) attaches to the owner's socket instead of opening the files twice.
 * With dataDir undefined the database lives in memory (tests).
 */
export async function openEmbeddedPostgres(options: {
  dataDir: string | undefined;
}): Promise<EmbeddedPostgres> {
  const pgDir = options.dataDir ? path.join(options.dataDir, 'pg') : undefined;
  let release: (() => Promise<void>) | undefined;
  if (options.dataDir && pgDir) {
    await mkdir(pgDir, { recursive: true });
    try {
      release = await lockfile.lock(pgDir, {
        lockfilePath: path.join(options.dataDir, 'pg.lock'),
        stale: 15_000,
        update: 5_000,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      return attach(options.dataDir);
    }
  }
  try {
    const db = await PGlite.create({
      ...(pgDir ? { dataDir: pgDir } : {}),
      startParams: START_PARAMS,
    });
    const server = await serveWireProtocol(db);
    const port = (server.address() as { port: number }).port;
    if (options.dataDir) {
      await writeFile(
        path.join(options.dataDir, 'pg.port'),
        JSON.stringify({ port, pid: process.pid }),
      );
    }
    return {
      connection: { host: HOST, port, user: 'postgres', database: 'postgres' },
      attached: false,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
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

async function attach(dataDir: string): Promise<EmbeddedPostgres> {
  let port: number;
  try {
    port = (JSON.parse(await readFile(path.join(dataDir, 'pg.port'), 'utf8')) as { port: number })
      .port;
  } catch {
    throw new Error(
      `The embedded database in ${dataDir} is locked by another process that has not said where it listens; try again in a moment`,
    );
  }
  return {
    connection: { host: HOST, port, user: 'postgres', database: 'postgres' },
    attached: true,
    close: async () => {},
  };
}
