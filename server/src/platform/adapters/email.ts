import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { Outbox } from './outbox';

export type EmailMessage = { to: string; subject: string; text: string; otp?: string };
export type EmailSender = { readonly name: string; send(message: EmailMessage): Promise<void> };

/** E-mail adapter: `log` writes to the log and dev outbox; `smtp` sends through SMTP_URL. */
export function createEmailSender(
  config: Config,
  outbox: Outbox,
  log: FastifyBaseLogger,
): EmailSender {
  if (config.EMAIL_PROVIDER === 'log') {
    return {
      name: 'log',
      async send({ to, subject, text, otp }) {
        log.info({ to, otp }, `E-mail to ${to}: ${subject}`);
        outbox.add({ to, channel: 'email', text, otp: otp ?? null });
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL, {
    connectionTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from: config.EMAIL_FROM, to, subject, text });
      } catch (err) {
        log.error({ err, to }, 'SMTP send failed');
        throw new AppError(
          502,
          'EMAIL_FAILED',
          'Could not send the e-mail right now, please try again',
        );
      }
    },
  };
}
