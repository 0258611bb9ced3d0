import type { PGlite } from '@electric-sql/pglite';

type Item = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
};

// Frontend message types that end a request cycle: Sync, simple Query, Terminate.
const CYCLE_END = new Set([0x53, 0x51, 0x58]);

/**
 * The query queue between pglite-socket's connection handlers and the single PGlite backend.
 *
 * pglite-socket's own queue hands the backend one protocol message at a time from whichever
 * connection is next, keeping a connection in charge only inside a transaction. Outside one,
 * two connections' extended-query messages (Parse, Bind, Execute, Sync) interleave and the
 * unnamed prepared statement of one is replaced by the other's ("prepared statement does not
 * exist"). This queue keeps a connection in charge until its request cycle ends (Sync or a
 * simple Query) and, as before, for as long as its transaction is open.
 */
export class PGliteWireQueue {
  private readonly queue: Item[] = [];
  private owner: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const index =
          this.owner === null ? 0 : this.queue.findIndex((i) => i.handlerId === this.owner);
        if (index === -1) return; // the owner's next message has not arrived yet
        const [item] = this.queue.splice(index, 1) as [Item];
        try {
          const bytes = await this.run(item);
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        const type = item.message[0] ?? 0;
        // A startup message begins with its length, whose first byte is 0: it is a cycle of its own.
        const cycleEnded = type === 0 || CYCLE_END.has(type);
        this.owner = cycleEnded && !this.db.isInTransaction() ? null : item.handlerId;
      }
    } finally {
      this.running = false;
    }
  }

  private async run(item: Item): Promise<number> {
    let bytes = 0;
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(item.message, {
        onRawData: (data: Uint8Array) => {
          bytes += data.length;
          item.onData(data);
        },
      }),
    );
    return bytes;
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const item = this.queue[i];
      if (item?.handlerId !== handlerId) continue;
      this.queue.splice(i, 1);
      item.reject(new Error('Handler disconnected'));
    }
  }

  /** A connection went away: roll back what it left open and let the others go on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    void this.pump();
  }
}
