import autocannon from 'autocannon';
import { childInput, type LoadResult, type LoadSpec } from './lib';

/**
 * The load generator, run as its own process so that it never shares a CPU's event loop with
 * the server it measures. Given a LoadSpec as JSON, prints a LoadResult as JSON.
 */
const spec = childInput<LoadSpec>();
let sent = 0;
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const result = await autocannon({
  url: spec.url,
  method: spec.method,
  connections: spec.connections,
  duration: spec.durationS,
  ...(spec.rate ? { overallRate: spec.rate } : {}),
  headers: spec.headers ?? {},
  requests: [
    {
      setupRequest: (request) => {
        const i = sent++;
        const headers = { ...request.headers };
        if (spec.distinctVoters)
          headers['x-forwarded-for'] = address(spec.distinctVoters.offset + i);
        return { ...request, path: spec.paths[i % spec.paths.length], headers };
      },
    },
  ],
});
const ok = result['2xx'];
const summary: LoadResult = {
  requests: ok,
  seconds: result.duration,
  rps: ok / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
console.log(JSON.stringify(summary));
