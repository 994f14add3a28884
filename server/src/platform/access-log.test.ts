import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessLog } from './logger';

/** An app logging at `level` into memory, with the access log at `sample`. */
async function appLogging(level: string, sample: number, random: () => number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerAccessLog(app, { LOG_LEVEL: level as 'warn', ACCESS_LOG_SAMPLE: sample }, random);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines: () => lines.filter((l) => l.msg === 'request') };
}

describe('the access log (ACCESS_LOG_SAMPLE)', () => {
  it('writes one line for a sampled request, without its query, even at warn', async () => {
    const { app, lines } = await appLogging('warn', 0.01, () => 0.005);
    await app.inject({ method: 'GET', url: '/ok?user_id=abc' });
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        path: '/ok',
        status: 200,
        sample: 0.01,
        ms: expect.any(Number),
      }),
    ]);
    await app.close();
  });

  it('leaves out requests outside the sample, never a failure', async () => {
    const { app, lines } = await appLogging('warn', 0.01, () => 0.5);
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines()).toEqual([]);
    await app.inject({ method: 'GET', url: '/boom' });
    expect(lines()).toEqual([expect.objectContaining({ path: '/boom', status: 500 })]);
    await app.close();
  });

  it('writes every request at sample 1 and none when logging is silent', async () => {
    const every = await appLogging('info', 1, () => 0.99);
    await every.app.inject({ method: 'GET', url: '/ok' });
    await every.app.inject({ method: 'GET', url: '/ok' });
    expect(every.lines()).toHaveLength(2);
    expect(every.lines()[0]).not.toHaveProperty('sample');
    await every.app.close();
    const silent = await appLogging('silent', 1, () => 0);
    await silent.app.inject({ method: 'GET', url: '/ok' });
    expect(silent.lines()).toEqual([]);
    await silent.app.close();
  });
});
