import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApi } from './openapi';

describe('committed OpenAPI document', () => {
  it('is up to date (regenerate with npm run openapi -w @kaamkaj/server)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(await renderOpenApi());
  });
});
