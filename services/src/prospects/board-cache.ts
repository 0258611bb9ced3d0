import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Knex } from 'knex';
import type { CheckpointAdvanced } from '../core/projections';
import { liveBoard } from './board-view';
import type { Board } from './schemas';

/** The projector of the board's tables. */
export const BOARD_PROJECTOR = 'prospects';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** "Rank change over 7 days" slides with the clock: a board is good for this long at most. */
const CLOCK_STEP_MS = 60_000;
/** How long a checkpoint read is trusted when the feed says nothing. */
const REVALIDATE_MS = 1_000;

/** The live board as the API sends it: JSON, its Brotli and gzip forms, and a strong ETag of the JSON. */
export type BoardResponse = { etag: string; json: Buffer; br: Buffer; gzip: Buffer };

/**
 * The live board, computed once per change of the board's projector checkpoint (and per minute,
 * for the 7-day rank change) instead of once per request. The checkpoint is read from the
 * database when the projection feed says the board's projector moved (the feed every API
 * process hears: the in-process runner, or the workers over Redis), and at least every
 * REVALIDATE_MS besides, for a change the feed did not carry (a rebuild from the command line,
 * a lost message). A vote's answer waits for that same feed, so the voter's next board read
 * shows the vote. Concurrent misses share one build, and concurrent requests one checkpoint read.
 */
export class BoardCache {
  private current: { key: string; response: Promise<BoardResponse> } | undefined;
  /** The checkpoint as last read, while it can be trusted without reading it again. */
  private checkpoint: { key: Promise<string>; until: number } | undefined;

  constructor(
    private readonly knex: Knex,
    feed?: EventEmitter<{ advanced: [CheckpointAdvanced] }>,
    private readonly revalidateMs = REVALIDATE_MS,
  ) {
    feed?.on('advanced', ({ name }) => {
      if (name === BOARD_PROJECTOR) this.checkpoint = undefined;
    });
  }

  async get(now = new Date()): Promise<BoardResponse> {
    const key = await this.keyAt(now);
    if (this.current?.key !== key) {
      const response = this.build(now);
      this.current = { key, response };
      // A failed build is not kept: the next request tries again.
      response.catch(() => {
        if (this.current?.response === response) this.current = undefined;
      });
    }
    return this.current.response;
  }

  private async keyAt(now: Date): Promise<string> {
    const clock = Math.floor(now.getTime() / CLOCK_STEP_MS);
    const fresh = this.checkpoint && this.checkpoint.until > performance.now();
    if (!fresh) {
      const key = this.readCheckpoint();
      const checkpoint = { key, until: performance.now() + this.revalidateMs };
      this.checkpoint = checkpoint;
      // A failed read is not kept either.
      key.catch(() => {
        if (this.checkpoint === checkpoint) this.checkpoint = undefined;
      });
    }
    return `${await (this.checkpoint as { key: Promise<string> }).key}@${clock}`;
  }

  private async readCheckpoint(): Promise<string> {
    const row = await this.knex('projection_checkpoints')
      .where({ name: BOARD_PROJECTOR })
      .first<{ version: number; commit_position: string; prepare_position: string } | undefined>(
        'version',
        'commit_position',
        'prepare_position',
      );
    return row ? `${row.version}/${row.commit_position}/${row.prepare_position}` : 'none';
  }

  private async build(now: Date): Promise<BoardResponse> {
    const board: Board = { data: await liveBoard(this.knex, now) };
    const json = Buffer.from(JSON.stringify(board));
    const [br, gz] = await Promise.all([
      // A middling Brotli level: nearly the best size for JSON, at a millisecond or two.
      brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(json),
    ]);
    // The ETag names the bytes alone: a rebuild (a new minute, a checkpoint moved by an event
    // that left the board as it was) that yields the same board keeps its ETag, so a client's
    // copy stays good and two requests either side of the rebuild agree.
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { etag, json, br, gzip: gz };
  }
}
