import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import { openDatabase } from './db/client';

let app: Awaited<ReturnType<typeof buildApp>>;
let distDir = '';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-dist-'));
  distDir = dist;
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kaamkaj</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  const config = testConfig({ WEB_DIST: dist });
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: null });
  await database.migrate();
  app = await buildApp({ config, database, serveWeb: true });
});
afterAll(() => app.close());

describe('serving the built web app', () => {
  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html uncached for every app route (SPA fallback)', async () => {
    for (const url of [
      '/',
      '/JobSeekerlogin',
      '/login/VerifyOTP',
      '/terms&conditions',
      '/user/editProfile?id=1',
      '/no-such-page',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Kaamkaj</title>');
      expect(res.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    }
  });

  it('serves files added after start, as after a rebuild', async () => {
    writeFileSync(path.join(distDir, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await app.inject({ url: '/assets/later-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('answers a missing file or API route with 404, not the page', async () => {
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
