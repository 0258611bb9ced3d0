import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { isAlive, type Lock, lockDataDir, type Owner, readOwner } from './data-dir-lock';
import { PGliteWireQueue } from './pglite-wire-queue';
import { keepNewFilesPrivate, makeTreePrivate, privateDirectory } from './private-files';

export type EmbeddedPostgres = {
  /** `host` is the directory of a Unix socket (node-postgres connects to `host/.s.PGSQL.port`). */
  connection: { host: string; port: number; user: string; database: string };
  /** True when another process already runs PGlite on this DATA_DIR and we connect to it. */
  attached: boolean;
  close(): Promise<void>;
};

/** The port in the socket's name, `.s.PGSQL.5432`, as PostgreSQL names its own: no TCP port. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/** Linux holds 107 bytes of a socket's path, macOS 103: longer ones cannot be listened on. */
const SOCKET_PATH_MAX = 100;

/**
 * PGlite behind a PostgreSQL wire-protocol socket, so `pg` and knex use it unchanged.
 *
 * The socket is a Unix socket in a directory only the site's user may enter (issue 36: a TCP
 * port on loopback, with no password, let every local user read the session key and the
 * per-person keys). The data directory is that user's alone as well: 0700 directories, 0600
 * files, put right at every start for directories older versions left open.
 *
 * One process owns a data directory (the lock file `pg.lock` names it and, once it listens, its
 * socket's directory); a second process of the same user (a CLI run while the server is up)
 * attaches to the owner's socket instead of opening the files twice.
 * With dataDir undefined the database lives in memory (tests), its socket in a private
 * temporary directory.
 */
export async function openEmbeddedPostgres(options: {
  dataDir: string | undefined;
}): Promise<EmbeddedPostgres> {
  const dataDir = options.dataDir;
  const pgDir = dataDir ? path.join(dataDir, 'pg') : undefined;
  let lock: Lock | undefined;
  if (dataDir && pgDir) {
    keepNewFilesPrivate();
    await privateDirectory(dataDir);
    await privateDirectory(pgDir);
    const taken = await ownOrAttach(path.join(dataDir, 'pg.lock'));
    if ('connection' in taken) return taken;
    lock = taken.lock;
  }
  let socketDir: { path: string; temporary: boolean } | undefined;
  try {
    const db = await PGlite.create({
      ...(pgDir ? { dataDir: pgDir } : {}),
      startParams: START_PARAMS,
      // Trigram search (Matchups' athlete search); `create extension` in a migration loads it.
      extensions: { pg_trgm },
    });
    // A new database's files come out 0666; the data directory, closed first, kept them from
    // other users meanwhile.
    if (dataDir) await makeTreePrivate(dataDir);
    socketDir = await socketDirectory(dataDir);
    const server = await serveWireProtocol(db, path.join(socketDir.path, SOCKET_NAME));
    await lock?.announce(socketDir.path);
    const dir = socketDir;
    return {
      connection: connectionTo(dir.path),
      attached: false,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
        if (dir.temporary) await rm(dir.path, { recursive: true, force: true });
        await lock?.release();
      },
    };
  } catch (error) {
    if (socketDir?.temporary) await rm(socketDir.path, { recursive: true, force: true });
    await lock?.release();
    throw error;
  }
}

const connectionTo = (socketDir: string) => ({
  host: socketDir,
  port: SOCKET_PORT,
  user: 'postgres',
  database: 'postgres',
});

/**
 * The socket's private directory: `pg-socket` in the data directory, or a temporary one of
 * this user's (0700, made by mkdtemp) for an in-memory database or a data directory whose path
 * is too long for a socket's.
 */
async function socketDirectory(
  dataDir: string | undefined,
): Promise<{ path: string; temporary: boolean }> {
  if (dataDir) {
    const dir = path.join(dataDir, 'pg-socket');
    if (Buffer.byteLength(path.join(dir, SOCKET_NAME)) <= SOCKET_PATH_MAX) {
      await privateDirectory(dir);
      // We hold the lock: a socket file here is a dead owner's.
      await unlink(path.join(dir, SOCKET_NAME)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      return { path: dir, temporary: false };
    }
  }
  return { path: await mkdtemp(path.join(tmpdir(), 'nola-pg-')), temporary: true };
}

/**
 * PGlite's own settings, with PostgreSQL's buffer cache cut from 128 MB to 32 MB: the embedded
 * database of a small site fits in it, and the process rests at about 200 MB instead of 320 MB
 * (issue 8's memory target). Pages outside it are read back from the data directory's files.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=32MB', '-c', 'wal_buffers=1MB'],
  // Old WAL segments are deleted, not renamed for reuse with their bytes: an erased person's
  // key must leave the disk once the erasure's checkpoint is past (see sealing.ts).
  ...['-c', 'wal_recycle=off'],
];

/** A PostgreSQL wire-protocol server over PGlite on a Unix socket, one handler per connection. */
async function serveWireProtocol(db: PGlite, socketPath: string): Promise<Server> {
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
    server.listen(socketPath, () => resolve());
  });
  return server;
}

/**
 * Takes the data directory's lock, or attaches to its live owner's socket, waiting while the
 * owner is still starting (it writes its socket's directory into the lock once it listens). Should the owner
 * die meanwhile, its lock is stale and this process takes it.
 */
async function ownOrAttach(file: string): Promise<{ lock: Lock } | EmbeddedPostgres> {
  const deadline = Date.now() + OWNER_START_WAIT_MS;
  for (;;) {
    const taken = await lockDataDir(file);
    if ('lock' in taken) return taken;
    let owner: Owner | 'gone' | 'unreadable' = taken.owner;
    while (typeof owner === 'object' && owner.socket === undefined && isAlive(owner)) {
      if (Date.now() > deadline)
        throw new Error(
          `The embedded database in ${path.dirname(file)} is held by process ${owner.pid}, which has not opened it within ${OWNER_START_WAIT_MS / 1000} s; stop that process and start again`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
      owner = await readOwner(file);
    }
    if (typeof owner === 'object' && owner.socket !== undefined && isAlive(owner))
      return attached(owner.socket);
  }
}

/** How long a second process waits for the owner to open the database before giving up. */
const OWNER_START_WAIT_MS = 60_000;

function attached(socketDir: string): EmbeddedPostgres {
  return {
    connection: connectionTo(socketDir),
    attached: true,
    close: async () => {},
  };
}
