import { describe } from 'vitest';
import type { EventSchemas } from './event-schemas';
import { eventStoreContract, type StoreUnderTest } from './event-store.contract';
import { EventStoreDBEventStore } from './eventstoredb-event-store';

const IMAGE = 'eventstore/eventstore:24.10';
const ESDB_PORT = 2113;
const PROBE_TIMEOUT_MS = 10_000;
const READY_TIMEOUT_MS = 60_000;

type Testcontainers = typeof import('testcontainers');

type Plan =
  | { run: true; title: string; open: (schemas: EventSchemas) => Promise<StoreUnderTest> }
  | { run: false; title: string; reason: string };

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n')[0] ?? text;
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} gave no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function openAt(url: string, schemas: EventSchemas): Promise<StoreUnderTest> {
  const store = await EventStoreDBEventStore.connect(url, schemas);
  return { store, close: () => store.close() };
}

/** A fresh node reports live before it has elected itself leader; retry until it serves reads. */
async function connectWhenReady(
  url: string,
  schemas: EventSchemas,
): Promise<EventStoreDBEventStore> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      return await EventStoreDBEventStore.connect(url, schemas, { timeoutMs: 5_000 });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function openContainer(
  testcontainers: Testcontainers,
  schemas: EventSchemas,
): Promise<StoreUnderTest> {
  const { GenericContainer, Wait } = testcontainers;
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP: 'true',
    })
    .withExposedPorts(ESDB_PORT)
    .withWaitStrategy(
      Wait.forHttp('/health/live', ESDB_PORT).forStatusCodeMatching(
        (status) => status >= 200 && status < 300,
      ),
    )
    .withStartupTimeout(READY_TIMEOUT_MS)
    .start();
  try {
    const url = `esdb://${container.getHost()}:${container.getMappedPort(ESDB_PORT)}?tls=false`;
    const store = await connectWhenReady(url, schemas);
    return {
      store,
      close: async () => {
        await store.close();
        await container.stop();
      },
    };
  } catch (error) {
    await container.stop();
    throw error;
  }
}

function skip(reason: string): Plan {
  return { run: false, title: `EventStoreDB contract — skipped: ${reason}`, reason };
}

/** Decided before any test is declared, so a skip is visible as a skip with its reason. */
async function plan(): Promise<Plan> {
  const url = process.env.EVENTSTORE_URL;
  if (url) {
    return {
      run: true,
      title: 'EventStoreDBEventStore on EventStoreDB at EVENTSTORE_URL',
      open: (schemas) => openAt(url, schemas),
    };
  }
  let testcontainers: Testcontainers;
  try {
    testcontainers = await import('testcontainers');
  } catch (error) {
    return skip(
      `EVENTSTORE_URL is not set and testcontainers cannot load on Node ${process.versions.node} ` +
        `to look for a Docker engine (${describeError(error)})`,
    );
  }
  try {
    await withTimeout(
      testcontainers.getContainerRuntimeClient(),
      PROBE_TIMEOUT_MS,
      'the container runtime probe',
    );
  } catch (error) {
    return skip(
      `EVENTSTORE_URL is not set and no Docker engine is reachable (${describeError(error)})`,
    );
  }
  return {
    run: true,
    title: `EventStoreDBEventStore on ${IMAGE} (testcontainers)`,
    open: (schemas) => openContainer(testcontainers, schemas),
  };
}

const chosen = await plan();
if (!chosen.run) console.log(chosen.title);

describe.skipIf(!chosen.run)(chosen.title, () => {
  eventStoreContract((schemas) => {
    if (!chosen.run) throw new Error(chosen.reason);
    return chosen.open(schemas);
  });
});
