import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { Outbox } from './outbox';

export type SmsMessage = { to: string; text: string; otp?: string };
export type SmsSender = { readonly name: string; send(message: SmsMessage): Promise<void> };

export const smsFailed = () =>
  new AppError(502, 'SMS_FAILED', 'Could not send the OTP right now, please try again');

/** The SMS adapter named by SMS_PROVIDER (DESIGN.md §2). Numbers are 10-digit Indian mobiles. */
export function createSmsSender(config: Config, outbox: Outbox, log: FastifyBaseLogger): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'log':
      return {
        name: 'log',
        async send({ to, text, otp }) {
          log.info({ to, otp }, `SMS to ${to}: ${text}`);
          outbox.add({ to, channel: 'sms', text, otp: otp ?? null });
        },
      };
    case 'msg91':
      return msg91Sender(config);
    case 'twilio':
      return twilioSender(config);
  }
}

// MSG91 Flow API: one template with an ##otp## variable, approved on DLT.
function msg91Sender(config: Config): SmsSender {
  const base = config.SMS_API_BASE_URL ?? 'https://control.msg91.com';
  return {
    name: 'msg91',
    async send({ to, otp }) {
      const body = {
        template_id: config.MSG91_TEMPLATE_ID,
        short_url: '0',
        recipients: [{ mobiles: `91${to}`, otp }],
      };
      const res = await post(`${base}/api/v5/flow/`, config.SMS_TIMEOUT_MS, {
        headers: { authkey: config.MSG91_AUTH_KEY ?? '', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => null)) as { type?: string } | null;
      if (!res.ok || json?.type === 'error') throw smsFailed();
    },
  };
}

function twilioSender(config: Config): SmsSender {
  const base = config.SMS_API_BASE_URL ?? 'https://api.twilio.com';
  const sid = config.TWILIO_ACCOUNT_SID ?? '';
  const auth = Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN ?? ''}`).toString('base64');
  return {
    name: 'twilio',
    async send({ to, text }) {
      const form = new URLSearchParams({
        To: `+91${to}`,
        From: config.TWILIO_FROM ?? '',
        Body: text,
      });
      const res = await post(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
        config.SMS_TIMEOUT_MS,
        {
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
      );
      if (!res.ok) throw smsFailed();
    },
  };
}

async function post(url: string, timeoutMs: number, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw smsFailed(); // time-out or network failure
  }
}
