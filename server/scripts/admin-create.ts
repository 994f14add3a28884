// npm run admin:create -- <mobile or e-mail>: makes a Kaamkaj administrator in the database the
// server uses (DATABASE_URL, else the embedded one in DATA_DIR/db), see README "Demo accounts".
import path from 'node:path';
import { createAdmin } from '../src/features/admin/admin-create';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';

async function main(args: string[]) {
  const input = args[0];
  if (!input || args.length > 1) {
    console.error('Usage: npm run admin:create -- <mobile or e-mail>');
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'db'),
  });
  try {
    await database.migrate();
    const result = await createAdmin(database.db, input);
    console.log(result.message);
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
