// The load side of the benchmarks, in its own thread so the server keeps the main one.
// workerData: { url, duration, connections, targets: { path, token?, method?, body? }[] }; posts
// back the latency of every response (ms), the non-2xx count and the requests per second.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** @type {{ url: string, duration: number, connections: number, targets: { path: string, token?: string, method?: string, body?: string }[] }} */
const job = workerData;
/** @type {number[]} */
const latencies = [];
let next = 0;

const instance = autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  requests: [
    {
      /** @param {{ path: string, headers?: Record<string, string> }} req */
      setupRequest(req) {
        const target = job.targets[next++ % job.targets.length];
        if (!target) return req;
        return {
          ...req,
          method: target.method ?? 'GET',
          path: target.path,
          ...(target.body ? { body: target.body } : {}),
          headers: {
            ...req.headers,
            // as a phone's browser asks (Chrome on Android), so answers come compressed as they would
            'accept-encoding': 'gzip, deflate, br',
            ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
            ...(target.body ? { 'content-type': 'application/json' } : {}),
          },
        };
      },
    },
  ],
});

instance.on(
  'response',
  /** @param {unknown} _client @param {number} _status @param {number} _bytes @param {number} ms */
  (_client, _status, _bytes, ms) => {
    latencies.push(ms);
  },
);

instance.on(
  'done',
  /** @param {{ non2xx: number, errors: number, timeouts: number, requests: { average: number }, duration: number }} result */
  (result) => {
    parentPort?.postMessage({
      latencies,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      rps: latencies.length / result.duration,
    });
  },
);
