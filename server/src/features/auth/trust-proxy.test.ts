import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueIp, uniqueMobile } from '../../../test/helpers';
import { loadConfig } from '../../platform/config';

// issue 15 item 3: behind one proxy (TRUST_PROXY=1) the client address is the one the proxy
// appended to X-Forwarded-For; whatever the client wrote to the left of it is not believed.
const PROXY = '10.9.8.7';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', OTP_IP_REQUESTS_PER_HOUR: '3' });
});
afterAll(() => t.app.close());

/** A code request through the proxy: the client's forged list, then what the proxy adds. */
const login = (client: string, forged: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/user',
    remoteAddress: PROXY,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${client}` },
    payload: { contact: uniqueMobile(), tnc: true },
  });

describe('TRUST_PROXY', () => {
  it('keeps the per-IP cap on a client that writes a new X-Forwarded-For each time', async () => {
    const client = uniqueIp();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await login(client, uniqueIp())).statusCode);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    // another client behind the same proxy has its own allowance
    expect((await login(uniqueIp(), uniqueIp())).statusCode).toBe(200);
  });

  it('takes a hop count or addresses, and refuses "true"', () => {
    const base = { DATA_DIR: `/tmp/kaamkaj-trust-${process.pid}` };
    expect(loadConfig({ ...base }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toBe(
      '10.0.0.2,10.0.1.0/24',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must be the number of proxies in front/,
    );
  });
});
