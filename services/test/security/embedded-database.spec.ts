import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/core/config';
import { type Database, openDatabase } from '../../src/core/database';
import { userAgent } from '../../src/testing/agents';
import { startTestServer, type TestServer } from '../../src/testing/test-server';

/**
 * Issue 36 item 8: the embedded database (PGlite under DATA_DIR, `npm start` with nothing
 * configured) listened on a loopback TCP port named in a world-readable lock file, with no
 * password: another user of the machine read the session key and the per-person keys. The data
 * directory's files were world-writable. Now only the site's own user reaches either.
 */

const run = promisify(execFile);
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

let base: string;
let dataDir: string;
let database: Database;
let server: TestServer;

beforeAll(async () => {
  // A data directory as `mkdir -p .data` leaves one (0755, in an open parent), holding an
  // upload an older version wrote open to every user.
  base = await mkdtemp(path.join(tmpdir(), 'nola-embedded-'));
  await chmod(base, 0o755);
  dataDir = path.join(base, 'data');
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true, mode: 0o777 });
  await chmod(dataDir, 0o755);
  await chmod(path.join(dataDir, 'uploads'), 0o777);
  const oldUpload = path.join(dataDir, 'uploads', 'old.jpg');
  await writeFile(oldUpload, 'jpeg');
  await chmod(oldUpload, 0o666);

  database = await openDatabase(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) }),
  );
  server = await startTestServer(
    {},
    { shared: { database, redisPrefix: `test-${randomBytes(4).toString('hex')}` } },
  );
  // Some writes after the start: a user registered, a session kept.
  await userAgent(server, 'parent');
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await rm(base, { recursive: true, force: true });
});

/** Every entry under dir whose mode lets another user (group or others) in, with its mode. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    if (stats.isSymbolicLink() || stats.isSocket()) return;
    if (stats.mode & 0o077)
      found.push(`${path.relative(dataDir, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory())
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(dir);
  return found;
}

/** What the lock file tells whoever reads it: where the database is. */
async function published(): Promise<{ port?: number; socket?: string }> {
  return JSON.parse(await readFile(path.join(dataDir, 'pg.lock'), 'utf8'));
}

/**
 * As user `nobody`: reads the lock file, then connects to the endpoint given (the one the lock
 * file names) and sends PostgreSQL's startup message. Answers what happened.
 */
async function asAnotherUser(
  lockFile: string,
  endpoint: { port: number } | { path: string },
): Promise<{ lock?: string; lockError?: string; connectError?: string; authenticated?: boolean }> {
  const script = `
    const fs = require('node:fs');
    const net = require('node:net');
    const [lockFile, endpoint] = process.argv.slice(1);
    const out = {};
    try { out.lock = fs.readFileSync(lockFile, 'utf8'); } catch (e) { out.lockError = e.code; }
    const target = JSON.parse(endpoint);
    const socket = net.connect(target.port ? { host: '127.0.0.1', port: target.port } : { path: target.path });
    const done = () => { console.log(JSON.stringify(out)); socket.destroy(); process.exit(0); };
    socket.on('connect', () => {
      const params = Buffer.from('user\\0postgres\\0database\\0postgres\\0\\0');
      const head = Buffer.alloc(8);
      head.writeInt32BE(8 + params.length, 0);
      head.writeInt32BE(196608, 4);
      socket.write(Buffer.concat([head, params]));
    });
    socket.on('data', (data) => {
      out.authenticated = data[0] === 0x52 && data.readInt32BE(5) === 0;
      done();
    });
    socket.on('error', (e) => { out.connectError = e.code; done(); });
    setTimeout(done, 10000);
  `;
  const { stdout } = await run(
    process.execPath,
    ['-e', script, lockFile, JSON.stringify(endpoint)],
    { uid: NOBODY, gid: NOBODY, cwd: '/' },
  );
  return JSON.parse(stdout);
}

describe('the embedded database', () => {
  it('keeps the data directory to the site’s user: 0700 directories and 0600 files, old ones put right at start', async () => {
    expect(await openToOthers(dataDir)).toEqual([]);
    const lock = await lstat(path.join(dataDir, 'pg.lock'));
    expect((lock.mode & 0o777).toString(8)).toBe('600');
  });

  it('listens on no TCP port: the lock file names a Unix socket in a directory only the site’s user enters', async () => {
    const endpoint = await published();
    expect(endpoint.port).toBeUndefined();
    expect(endpoint.socket).toEqual(expect.any(String));
    const socketDir = await lstat(endpoint.socket as string);
    expect(socketDir.isDirectory()).toBe(true);
    expect((socketDir.mode & 0o777).toString(8)).toBe('700');
    expect(socketDir.uid).toBe(process.getuid?.());
    expect(database.connection).toMatchObject({ host: endpoint.socket });
    // And the site works over it: the user registered above signed in.
    const [users] = await database.knex('users').count({ n: '*' });
    expect(Number(users?.n)).toBeGreaterThan(0);
  });

  // Switching to another user needs root (as CI runs); the test above checks the same guard
  // (the socket's directory closed to others) without switching.
  it.runIf(isRoot)(
    'refuses another local user: the lock file cannot be read and its endpoint cannot be reached',
    async () => {
      const endpoint = await published();
      const target = endpoint.port
        ? { port: endpoint.port }
        : { path: path.join(endpoint.socket as string, '.s.PGSQL.5432') };
      const attempt = await asAnotherUser(path.join(dataDir, 'pg.lock'), target);
      // (Before: the lock read, the port reached, and PostgreSQL's "authentication ok" at once.)
      expect(attempt).toEqual({ lockError: 'EACCES', connectError: 'EACCES' });
    },
  );
});
