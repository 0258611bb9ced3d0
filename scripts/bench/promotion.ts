import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { getHeapSpaceStatistics } from 'node:v8';
import autocannon from 'autocannon';
import compression from 'compression';
import express from 'express';
import { createAppServer } from '../../services/src/core/http/app-server';

/**
 * How much an Express request leaves to V8's old generation, made by `app.listen`'s server
 * (Express re-prototypes each request) or by createAppServer (made with the app's prototypes):
 * the old space's growth in MB/s, the full collections it cost and the server's CPU per request,
 * under 32 connections for 8 s of a 20 ms POST, each server in a fresh process.
 * `tsx scripts/bench/promotion.ts`
 */
const [, , role, variant] = process.argv;

if (role === 'serve') {
  const app = express();
  // The process's CPU from the first request on (not its start), and the requests since.
  let cpuFrom: NodeJS.CpuUsage | undefined;
  let requests = 0;
  app.use((_req, _res, next) => {
    cpuFrom ??= process.cpuUsage();
    requests++;
    next();
  });
  app.use(compression(), express.json());
  app.post('/votes/:id', async (req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    res.status(201).json({ message: 'Vote recorded', id: req.params.id });
  });
  const server = variant === 'app-server' ? createAppServer(app) : createServer(app);
  server.listen(0, '127.0.0.1', () => {
    console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
  const oldSpace = () =>
    getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ??
    0;
  let last = oldSpace();
  let grown = 0;
  let collections = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) collections++;
    }
  }).observe({ entryTypes: ['gc'] });
  const started = performance.now();
  setInterval(() => {
    const now = oldSpace();
    if (now > last) grown += now - last;
    last = now;
  }, 20).unref();
  process.once('SIGTERM', () => {
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuFrom);
    const cpuUsPerRequest = (cpu.user + cpu.system) / Math.max(requests, 1);
    console.log(JSON.stringify({ mbPerS: grown / 1e6 / seconds, collections, cpuUsPerRequest }));
    process.exit(0);
  });
} else {
  for (const name of ['app.listen', 'app-server']) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--max-semi-space-size=4', import.meta.filename, 'serve', name],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const { port } = JSON.parse((await lines.next()).value) as { port: number };
    const load = await autocannon({
      url: `http://127.0.0.1:${port}/votes/1`,
      method: 'POST',
      connections: 32,
      duration: 8,
    });
    child.kill('SIGTERM');
    const { mbPerS, collections, cpuUsPerRequest } = JSON.parse((await lines.next()).value) as {
      mbPerS: number;
      collections: number;
      cpuUsPerRequest: number;
    };
    console.log(
      `${name.padEnd(10)}  ${Math.round(load.requests.average)} requests/s  old space +${mbPerS.toFixed(1)} MB/s  ${collections} full collections  ${Math.round(cpuUsPerRequest)} µs CPU/request`,
    );
  }
}
