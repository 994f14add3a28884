import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers';
import { createEmailSender } from './email';
import { Outbox } from './outbox';

// The least an SMTP server says for one message to go through (RFC 5321).
let server: Server;
let port = 0;
const received: string[] = [];
beforeAll(async () => {
  server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (!line) continue;
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('SMTP e-mail adapter', () => {
  it('delivers the code e-mail through SMTP_URL', async () => {
    const config = testConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    const outbox = new Outbox();
    const sender = createEmailSender(config, outbox, pino({ level: 'silent' }));
    await sender.send({
      to: 'hr@example.in',
      subject: 'Your Kaamkaj sign-in code',
      text: '4321 is your Kaamkaj OTP.',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: hr@example.in');
    expect(received[0]).toContain('Subject: Your Kaamkaj sign-in code');
    expect(received[0]).toContain('4321 is your Kaamkaj OTP.');
    expect(outbox.list()).toEqual([]); // real providers never fill the dev outbox
  });

  it('answers 502 EMAIL_FAILED when the server cannot be reached', async () => {
    const config = testConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    const sender = createEmailSender(config, new Outbox(), pino({ level: 'silent' }));
    await expect(sender.send({ to: 'a@b.in', subject: 's', text: 't' })).rejects.toMatchObject({
      statusCode: 502,
      code: 'EMAIL_FAILED',
      message: 'Could not send the e-mail right now, please try again',
    });
  });
});
