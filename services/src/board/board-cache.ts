import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Knex } from 'knex';
import { liveBoard } from './board-view';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The projector whose checkpoint moves whenever the board's tables change. */
const BOARD_PROJECTOR = 'prospects';
/** "Rank change over 7 days" slides with the clock: a board is good for this long at most. */
const CLOCK_STEP_MS = 60_000;

/** The live board as the API sends it: JSON, its Brotli and gzip forms, and a strong ETag. */
export type BoardResponse = { etag: string; json: Buffer; br: Buffer; gzip: Buffer };

/**
 * The live board, computed once per change of the board's projector checkpoint (and per minute,
 * for the 7-day rank change) instead of once per request. The checkpoint is read from the
 * database on every request, so every API process (and every worker that moves it) agrees, and
 * a vote that has been applied is on the next board read. Concurrent misses share one build.
 */
export class BoardCache {
  private current: { key: string; response: Promise<BoardResponse> } | undefined;

  constructor(private readonly knex: Knex) {}

  async get(now = new Date()): Promise<BoardResponse> {
    const key = await this.keyAt(now);
    if (this.current?.key !== key) {
      const response = this.build(key, now);
      this.current = { key, response };
      // A failed build is not kept: the next request tries again.
      response.catch(() => {
        if (this.current?.response === response) this.current = undefined;
      });
    }
    return this.current.response;
  }

  private async keyAt(now: Date): Promise<string> {
    const row = await this.knex('projection_checkpoints')
      .where({ name: BOARD_PROJECTOR })
      .first<{ version: number; commit_position: string; prepare_position: string } | undefined>(
        'version',
        'commit_position',
        'prepare_position',
      );
    const position = row ? `${row.version}/${row.commit_position}/${row.prepare_position}` : 'none';
    return `${position}@${Math.floor(now.getTime() / CLOCK_STEP_MS)}`;
  }

  private async build(key: string, now: Date): Promise<BoardResponse> {
    const json = Buffer.from(JSON.stringify({ data: await liveBoard(this.knex, now) }));
    const [br, gz] = await Promise.all([
      // A middling Brotli level: nearly the best size for JSON, at a millisecond or two.
      brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(json),
    ]);
    const etag = `"${createHash('sha256').update(key).update(json).digest('base64url').slice(0, 27)}"`;
    return { etag, json, br, gzip: gz };
  }
}
