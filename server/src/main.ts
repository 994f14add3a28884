import path from 'node:path';
import { buildApp } from './app';
import { seedDemoData } from './demo/seed';
import { createStorage } from './platform/adapters/storage';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase, poolSettings } from './platform/db/client';
import { copyPreparedDatabase, hasDatabase } from './platform/db/embedded';

// `npm start` passes the time it began (scripts/start.mjs), so "ready in" counts its builds too
const startedAt = Number(process.env.KAAMKAJ_STARTED_AT) || performance.timeOrigin;

async function main() {
  const config = loadConfig();
  const dataDir = path.join(config.DATA_DIR, 'db');
  // a new embedded database starts as a copy of the prepared one (issue 17 item 4), not initdb
  if (!config.DATABASE_URL && !hasDatabase(dataDir)) await copyPreparedDatabase(dataDir);
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir,
    pool: poolSettings(config),
  });
  await database.migrate();
  const app = await buildApp({ config, database, serveWeb: true, worker: true });
  if (config.DEMO_DATA) await seedDemoData(database.db, app.log, createStorage(config));

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

  await app.listen({ port: config.PORT, host: config.HOST });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  app.log.info(
    `Kaamkaj is running on http://localhost:${config.PORT} (database: ${database.kind}, SMS: ${config.SMS_PROVIDER}), ready in ${seconds} s`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
