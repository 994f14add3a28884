import type { preHandlerAsyncHookHandler } from 'fastify';
import type { EmailSender } from './adapters/email';
import type { LocalStorage } from './adapters/local-storage';
import type { Outbox } from './adapters/outbox';
import type { PaymentGateway } from './adapters/payments';
import type { SmsSender } from './adapters/sms';
import type { Storage } from './adapters/storage';
import type { WhatsApp } from './adapters/whatsapp';
import type { AccessTokens, LiveSessions } from './auth';
import type { Cache } from './cache';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { RateLimiter } from './rate-limiter';

/** What every feature may use, built once in app.ts and passed to each feature's routes. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  sms: SmsSender;
  email: EmailSender;
  whatsapp: WhatsApp;
  payments: PaymentGateway;
  outbox: Outbox;
  limiter: RateLimiter;
  /** Values that can be computed again (in process, or Redis with REDIS_URL). */
  cache: Cache;
  storage: Storage;
  /** The same store when it is the local disk (it then takes the uploads itself). */
  localStorage: LocalStorage | null;
  /** Sessions known to be live; revocations tell it (platform/auth.ts). */
  liveSessions: LiveSessions;
  /** onRequest hook of every signed-in route: who calls is known before the body is read. */
  auth: preHandlerAsyncHookHandler;
};
