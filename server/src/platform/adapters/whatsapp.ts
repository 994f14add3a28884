import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Outbox } from './outbox';

/** Sends one text to a 10-digit Indian mobile; throws when the provider did not take it. */
export type WhatsApp = { readonly name: string; send(to: string, text: string): Promise<void> };

export const WHATSAPP_API_VERSION = 'v21.0';
const TIMEOUT_MS = 10_000;

/** The WhatsApp adapter named by WHATSAPP_PROVIDER (DESIGN.md §2): `log` or `cloud`. */
export function createWhatsApp(config: Config, outbox: Outbox, log: FastifyBaseLogger): WhatsApp {
  switch (config.WHATSAPP_PROVIDER) {
    case 'log':
      return {
        name: 'log',
        async send(to, text) {
          log.info({ to }, `WhatsApp to ${to}: ${text}`);
          outbox.add({ to, channel: 'whatsapp', text, otp: null });
        },
      };
    case 'cloud':
      return cloudWhatsApp(config.WHATSAPP_TOKEN ?? '', config.WHATSAPP_PHONE_NUMBER_ID ?? '');
  }
}

/** WhatsApp Business Cloud API: one text message per call to the phone number's /messages. */
export function cloudWhatsApp(token: string, phoneNumberId: string): WhatsApp {
  const url = `https://graph.facebook.com/${WHATSAPP_API_VERSION}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    name: 'cloud',
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: `91${to}`,
          type: 'text',
          text: { preview_url: false, body: text },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return;
      // The Graph API explains a refusal in error.message (expired token, unknown number ...).
      const json = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new Error(`WhatsApp API ${res.status}: ${json?.error?.message ?? res.statusText}`);
    },
  };
}
