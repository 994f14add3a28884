import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp } from './helpers';

export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../openapi.json',
);

/** The OpenAPI document as committed: stable key order, two-space JSON, final newline. */
export async function renderOpenApi(): Promise<string> {
  const { app } = await createTestApp({ DATABASE_URL: '' });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
