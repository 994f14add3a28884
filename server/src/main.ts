import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { demoSeed, finishPreparedDemo } from './demo/prepared';
import { DEMO_LOADED, seedDemoData } from './demo/seed';
import { createStorage } from './platform/adapters/storage';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase, poolSettings } from './platform/db/client';
import { DataDirInUseError, lockDataDir } from './platform/db/data-dir-lock';
import {
  copyPreparedDatabase,
  hasDatabase,
  isPrepared,
  PREPARE_ARG,
  preparedDirectory,
  prepareInOwnProcess,
} from './platform/db/embedded';
import { MIGRATIONS_DIR } from './platform/db/migrations';
import { SNAPSHOT_DIR } from './platform/db/snapshot-files';

// `npm start` passes the time it began (scripts/start.mjs), so "ready in" counts its builds too
const startedAt = Number(process.env.KAAMKAJ_STARTED_AT) || performance.timeOrigin;

/** How long each step of the start took (issue 17 item 4), printed with "ready in". */
function stepTimer() {
  const steps: string[] = [];
  let last = performance.now();
  return {
    /** Runs a step; `name` may say what came of it, e.g. a figure it measured. */
    async step<T>(name: string | ((result: T) => string), run: () => Promise<T>): Promise<T> {
      const result = await run();
      const now = performance.now();
      const label = typeof name === 'string' ? name : name(result);
      steps.push(`${label} ${((now - last) / 1000).toFixed(1)} s`);
      last = now;
      return result;
    },
    toString: () => steps.join(', '),
  };
}

async function main() {
  const loading = ((performance.now() - (startedAt - performance.timeOrigin)) / 1000).toFixed(1);
  const timer = stepTimer();
  const config = loadConfig();
  const dataDir = path.join(config.DATA_DIR, 'db');
  // a new embedded database starts as a copy of the prepared one (issue 17 item 4), not initdb;
  // with the demo, a copy prepared with the demo data in it
  const embedded = !config.DATABASE_URL;
  if (embedded) {
    // one process at a time opens an embedded database (platform/db/data-dir-lock.ts)
    mkdirSync(config.DATA_DIR, { recursive: true });
    lockDataDir(config.DATA_DIR);
  }
  let copied = false;
  if (embedded && !hasDatabase(dataDir)) {
    const seed = config.DEMO_DATA ? demoSeed() : undefined;
    if (!isPrepared({ seed })) {
      // once after a clone, a migration or a change to the demo; initdb's memory is given back
      // to the system when that process exits (issue 17 item 4)
      await timer.step(
        (peak) => `database prepared in its own process (peak ${Math.round(peak / 2 ** 20)} MB)`,
        prepareInOwnProcess,
      );
    }
    copied = await timer.step('prepared database copied', () =>
      copyPreparedDatabase(dataDir, { seed }),
    );
  }
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir,
    pool: poolSettings(config),
  });
  if (copied) {
    // the copy's key is these migrations' hash: every one is applied, the migrator would read
    // them all and find nothing to do
    await timer.step('database opened', () => database.ping());
  } else {
    await timer.step('database opened and migrated', () => database.migrate());
  }
  // a copy of the prepared demo has its dates moved to today before anything reads them
  // (and at every embedded start: one cut short after its copy left the mark to this one)
  const finish = () => finishPreparedDemo(database.db, createStorage(config));
  const preparedDemo =
    embedded &&
    (copied && config.DEMO_DATA ? await timer.step('demo dates moved', finish) : await finish());
  const app = await timer.step('app built', () =>
    buildApp({ config, database, serveWeb: true, worker: true }),
  );
  if (preparedDemo) app.log.info(DEMO_LOADED);
  else if (config.DEMO_DATA) {
    // another database (PostgreSQL, a DATA_DIR/db made before) is seeded when it has no users
    await timer.step('demo data', () => seedDemoData(database.db, app.log, createStorage(config)));
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await timer.step('listening', () => app.listen({ port: config.PORT, host: config.HOST }));
  } catch (err) {
    await app.close(); // the database closed before the process ends
    throw err;
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  app.log.info(
    `Kaamkaj is running on http://localhost:${config.PORT} (database: ${database.kind}, SMS: ${config.SMS_PROVIDER}), ready in ${seconds} s (builds and code loaded ${loading} s, ${timer})`,
  );
}

/**
 * The process `prepareInOwnProcess` (or scripts/start.mjs, while it builds the web app) starts:
 * it makes the prepared database, then exits. Nothing to do for PostgreSQL, or a data directory
 * that has its database.
 */
async function prepareDatabase() {
  const config = loadConfig();
  if (config.DATABASE_URL || hasDatabase(path.join(config.DATA_DIR, 'db'))) return;
  const seed = config.DEMO_DATA ? demoSeed() : undefined;
  if (isPrepared({ seed })) return;
  console.log('Preparing the embedded database (once after a clone or a new migration) ...');
  await preparedDirectory(SNAPSHOT_DIR, MIGRATIONS_DIR, seed);
  // maxRSS is in KiB
  const peak = process.resourceUsage().maxRSS * 1024;
  await new Promise<void>((resolve) =>
    process.send ? process.send({ peak }, () => resolve()) : resolve(),
  );
}

/** What a newcomer reads when the port is taken, in place of Node's stack. */
function portInUse(port: number): string {
  return (
    `Port ${port} is in use by another program (is Kaamkaj running already? ` +
    `http://localhost:${port}). Stop it, or start this one on another port: ` +
    `PORT=${port + 1} npm start`
  );
}

(process.argv.includes(PREPARE_ARG) ? prepareDatabase().then(() => process.exit(0)) : main()).catch(
  (err) => {
    if (err instanceof ConfigError || err instanceof DataDirInUseError) console.error(err.message);
    else if (err?.code === 'EADDRINUSE') console.error(portInUse(Number(err.port)));
    else console.error(err);
    process.exit(1);
  },
);
