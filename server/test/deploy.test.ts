import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/platform/config';

// issue 17 item 5: the build machine has no Docker engine, so deploy/compose.yml is read here
// instead: its shape (replicas behind Caddy, one PostgreSQL, one Redis) and each replica's
// environment, which must be a valid production configuration once deploy/.env is filled in.

const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');
const read = (file: string) => readFileSync(path.join(deploy, file), 'utf8');

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
};
const compose = parse(read('compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const replicas = Object.keys(services).filter((name) => /^app\d+$/.test(name));

/** What deploy/README.md tells an operator to put in deploy/.env, with made-up values. */
const dotEnv: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg-password',
  APP_SECRET: 'a'.repeat(40),
  PUBLIC_URL: 'https://kaamkaj.in',
  PUBLIC_HOST: 'kaamkaj.in',
  S3_BUCKET: 'kaamkaj-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
  MSG91_AUTH_KEY: 'msg91-key',
  MSG91_TEMPLATE_ID: 'template',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'rzp-secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook',
};

/** Compose's interpolation: ${X}, ${X:-default}, ${X:?message} (an error when X is unset). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op, arg) => {
    const set = env[name];
    if (set) return set;
    if (op === '?') throw new Error(`${name}: ${arg}`);
    return op === '-' ? arg : '';
  });
}

const environmentOf = (service: Service, env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), env)]),
  );

describe('deploy/compose.yml (issue 17 item 5)', () => {
  it('runs two or more app replicas of one build, one PostgreSQL and one Redis', () => {
    expect(replicas.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(services).toSorted()).toEqual(['db', 'proxy', 'redis', ...replicas].sort());
    expect(services.db?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    for (const name of replicas) {
      const app = services[name] as Service;
      expect(app.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(app.depends_on).toEqual({
        db: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(app.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/api/health');
      expect(app.ports).toBeUndefined(); // reached through the proxy only
    }
  });

  it('gives every replica the same PostgreSQL, Redis, object storage and worker setting', () => {
    const envs = replicas.map((name) => environmentOf(services[name] as Service, dotEnv));
    for (const env of envs) {
      expect(env).toMatchObject({
        DATABASE_URL: 'postgres://kaamkaj:pg-password@db:5432/kaamkaj',
        REDIS_URL: 'redis://redis:6379',
        WORKER: 'auto',
        S3_BUCKET: 'kaamkaj-files',
        TRUST_PROXY: '1',
        DEMO_DATA: 'false',
      });
    }
    expect(new Set(envs.map((env) => JSON.stringify(env))).size).toBe(1);
  });

  it("each replica's environment is a valid production configuration", () => {
    for (const name of replicas) {
      const env = environmentOf(services[name] as Service, dotEnv);
      // NODE_ENV=production comes from deploy/Dockerfile
      const config = loadConfig({ ...env, NODE_ENV: 'production' });
      expect(config).toMatchObject({
        NODE_ENV: 'production',
        REDIS_URL: 'redis://redis:6379',
        WORKER: 'auto',
        S3_BUCKET: 'kaamkaj-files',
        TRUST_PROXY: 1,
        PAYMENTS: 'razorpay',
        SMS_PROVIDER: 'msg91',
        PG_POOL_MAX: 10,
      });
    }
  });

  it('refuses to start without object storage: local disk would not be shared', () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = dotEnv;
    expect(() => environmentOf(services.app1 as Service, withoutBucket)).toThrow(
      'S3_BUCKET: set S3_BUCKET (replicas share files only through object storage)',
    );
  });

  it('publishes the proxy only, and Caddy balances over every replica with health checks', () => {
    const published = Object.entries(services)
      .filter(([, s]) => s.ports)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(services.proxy?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(Object.keys(services.proxy?.depends_on ?? {}).toSorted()).toEqual(replicas.toSorted());

    const caddyfile = read('Caddyfile')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(caddyfile[0]).toBe('{$PUBLIC_HOST} {');
    const upstreams = caddyfile.find((line) => line.startsWith('reverse_proxy '));
    expect(upstreams).toBe(`reverse_proxy ${replicas.map((r) => `${r}:3000`).join(' ')} {`);
    expect(caddyfile).toEqual(
      expect.arrayContaining(['health_uri /api/health', 'health_status 200', 'lb_try_duration 5s']),
    );
    // braces balance: the file is at least well formed
    const text = caddyfile.join('\n');
    expect(text.split('{').length).toBe(text.split('}').length);
  });
});

describe('the server process (issue 17 item 1)', () => {
  const root = path.resolve(deploy, '..');
  const text = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('runs with the young generation the benches measured, wherever it is started', async () => {
    const { SERVER_NODE_FLAGS } = await import('../../bench/lib/server-node');
    expect(SERVER_NODE_FLAGS).toEqual(['--max-semi-space-size=64']);
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      'server/src/main.ts',
    ]);
    const pkg = JSON.parse(text('server/package.json')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/main.ts`);
    expect(text('scripts/start.mjs')).toContain(
      `['--enable-source-maps', ${SERVER_NODE_FLAGS.map((f) => `'${f}'`).join(', ')}, builtServer]`,
    );
  });
});
