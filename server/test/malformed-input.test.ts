import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../src/features/saarthi/test-support';
import { createAdmin } from './company';
import { createEmployer } from './employer';
import { createTestApp, signInSeeker, type TestApp } from './helpers';

// issue 15 item 2: no route answers a malformed request with a 5xx. The routes come from the
// committed OpenAPI document (test/openapi.test.ts keeps it equal to the code), each sent a
// corpus of bad params, queries and bodies by every role that gets past its role check, and
// without a token. Every answer must be a 4xx (or a 2xx the route accepts) with the envelope:
// success false and a message.
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string }[];
};
const doc = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi.json'),
    'utf8',
  ),
) as { paths: Record<string, Record<string, Operation>> };

const ID = '6f1c2a4e-0000-4000-8000-000000000001';
const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const LONG = 'x'.repeat(100_000);
const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

/** Wrong values for one property of a body, by the type the document gives it. */
function wrongFor(schema: Schema | undefined): unknown[] {
  const type = schema?.type ?? schema?.anyOf?.[0]?.type;
  const common = [null, NUL, SURROGATE, { $gt: '' }];
  switch (type) {
    case 'string':
      return [...common, 12345, LONG, '../../../etc/passwd', ['x'], ''];
    case 'number':
    case 'integer':
      return [...common, 'abc', 1e308, -1e308, 1.5, '9'.repeat(400)];
    case 'boolean':
      return [...common, 'yes', 2];
    case 'array':
      return [...common, 'x', [null], [NUL], Array.from({ length: 500 }, () => 'x'), [[[[]]]]];
    default:
      return [...common, 'x', 123, [], deep(40)];
  }
}

/** The bodies sent to a route: whole-body garbage, then each property wrong in turn. */
function bodiesFor(op: Operation): { payload: string; type: string }[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const json = (v: unknown) => ({ payload: JSON.stringify(v), type: 'application/json' });
  const out = [
    json(null),
    json([]),
    json('x'),
    json(123),
    json({}),
    json(deep(60)),
    json({ [NUL]: 1 }),
    { payload: '{"a":', type: 'application/json' },
    { payload: 'hello', type: 'text/plain' },
  ];
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    for (const value of wrongFor(prop)) out.push(json({ [name]: value }));
    // the same wrong value inside an otherwise empty nested object
    if (prop.type === 'object') out.push(json({ [name]: { x: NUL } }));
  }
  return out;
}

/** The URLs tried for an operation: its path params and query params filled badly. */
function urlsFor(route: string, op: Operation): string[] {
  const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const fill = (value: string) => route.replace(/\{[^}]+\}/g, encodeURIComponent(value));
  const withQuery = (url: string, value: string) =>
    queryNames.length === 0
      ? url
      : `${url}?${queryNames.map((n) => `${n}=${encodeURIComponent(value)}`).join('&')}`;
  const values = [
    ID,
    'not-an-id',
    NUL,
    '..%2F..%2Fetc',
    '-1',
    '99999999999999999999',
    'x'.repeat(90),
  ];
  const urls = new Set<string>();
  for (const value of values) {
    urls.add(withQuery(fill(ID), value));
    urls.add(withQuery(fill(value), ID));
  }
  if (queryNames.length > 0) urls.add(`${fill(ID)}?${queryNames.map((n) => `${n}[]=1`).join('&')}`);
  return [...urls];
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.seeker = (await signInSeeker(t.app)).data.token;
  tokens.employer = (await createEmployer(t)).token;
  tokens.agent = (await createAgent(t)).token;
  tokens.admin = (await createAdmin(t)).token;
});
afterAll(() => t.app.close());

// Signing out would revoke the caller's token for every later route; those get no token.
const SIGNS_OUT = /logout/;

describe('malformed input on every route of the OpenAPI document (issue 15 item 2)', () => {
  it('answers every bad param, query and body with a 4xx envelope, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (
      method: string,
      url: string,
      token: string,
      body?: { payload: string; type: string },
    ) => {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': body.type } : {}),
        },
        ...(body ? { payload: body.payload } : {}),
      });
      sent += 1;
      const json = String(res.headers['content-type'] ?? '').includes('application/json');
      const envelope = json ? (res.json() as { success?: boolean; message?: unknown }) : null;
      const clear =
        res.statusCode < 400 ||
        (envelope?.success === false &&
          typeof envelope.message === 'string' &&
          envelope.message.length > 0);
      if (res.statusCode >= 500 || !clear) {
        failures.push(
          `${method.toUpperCase()} ${url.slice(0, 80)} ${body?.payload.slice(0, 60) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
      return res.statusCode;
    };

    for (const [route, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const urls = urlsFor(route, op);
        const bodies = method === 'get' || method === 'delete' ? [undefined] : bodiesFor(op);
        // who gets past the role check (a 401 or 403 ends the request before the input)
        const callers = [''];
        if (!SIGNS_OUT.test(route)) {
          for (const token of Object.values(tokens)) {
            const status = await send(method, urls[0] ?? route, token, bodies[0]);
            if (status !== 401 && status !== 403) callers.push(token);
          }
        }
        for (const token of callers) {
          for (const url of urls) await send(method, url, token, bodies[0]);
          for (const body of bodies) await send(method, urls[0] ?? route, token, body);
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  }, 600_000);
});
