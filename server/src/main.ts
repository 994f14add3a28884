import path from 'node:path';
import { buildApp } from './app';
import { demoSeed, finishPreparedDemo } from './demo/prepared';
import { DEMO_LOADED, seedDemoData } from './demo/seed';
import { createStorage } from './platform/adapters/storage';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase, poolSettings } from './platform/db/client';
import { copyPreparedDatabase, hasDatabase } from './platform/db/embedded';

// `npm start` passes the time it began (scripts/start.mjs), so "ready in" counts its builds too
const startedAt = Number(process.env.KAAMKAJ_STARTED_AT) || performance.timeOrigin;

/** How long each step of the start took (issue 17 item 4), printed with "ready in". */
function stepTimer() {
  const steps: string[] = [];
  let last = performance.now();
  return {
    async step<T>(name: string, run: () => Promise<T>): Promise<T> {
      const result = await run();
      const now = performance.now();
      steps.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
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
  let copied = false;
  if (embedded && !hasDatabase(dataDir)) {
    copied = await timer.step('prepared database copied', () =>
      copyPreparedDatabase(dataDir, { seed: config.DEMO_DATA ? demoSeed() : undefined }),
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

  await timer.step('listening', () => app.listen({ port: config.PORT, host: config.HOST }));
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  app.log.info(
    `Kaamkaj is running on http://localhost:${config.PORT} (database: ${database.kind}, SMS: ${config.SMS_PROVIDER}), ready in ${seconds} s (builds and code loaded ${loading} s, ${timer})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
