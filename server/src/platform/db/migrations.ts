import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed migrations (`drizzle-kit generate`), applied at every start. */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);
