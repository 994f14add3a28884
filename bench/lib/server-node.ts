import { spawnSync } from 'node:child_process';

/**
 * The Node.js flags production runs the server with (`scripts/start.mjs`, `deploy/Dockerfile`):
 * a young generation of 64 MB a semi-space instead of V8's 16. A feed request allocates its
 * answer, its windows' picks and the cache's strings, and with 50 requests in flight each
 * scavenge copies about the same live objects however rarely it runs: four times the room, a
 * quarter of the scavenges. Measured in bench/feed (bench/README.md, twenty-ninth run): garbage
 * collection 83 and 97 µs of a ranked request without it, 28 and 32 with it; the request's
 * server CPU 768 and 753 µs against 662 and 598.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * A bench that runs the app in its own process runs it as production does: started without
 * SERVER_NODE_FLAGS, it runs itself again with them and exits with that run's status.
 */
export function asServerProcess() {
  if (SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return;
  const again = spawnSync(
    process.execPath,
    [...process.execArgv, ...SERVER_NODE_FLAGS, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}
