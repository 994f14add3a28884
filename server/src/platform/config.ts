import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OTP_DEFAULT_LENGTH, SITE_CONTACT, type SiteContact } from '@kaamkaj/domain';
import { z } from 'zod';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');
const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
/**
 * issue 15 item 3: which X-Forwarded-For hops to believe. The number of proxies in front (1
 * behind one load balancer) or their addresses (10.0.0.2,10.0.1.0/24); never "true", which
 * would believe the left-most address, the one the client writes itself.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx): number | string | false => {
    if (v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const parts = v.split(',').map((p) => p.trim());
    if (parts.every((p) => isIP(p.split('/')[0] ?? '') !== 0)) return parts.join(',');
    ctx.addIssue({
      code: 'custom',
      message:
        'must be the number of proxies in front (e.g. 1) or their addresses; "true" would ' +
        'believe an X-Forwarded-For the client writes',
    });
    return z.NEVER;
  });
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: int(3000, 0, 65535),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    // issue 15 item 1: the PostgreSQL pool (not PGlite). A request waits at most
    // PG_CONNECT_TIMEOUT_MS for a connection, a statement runs at most PG_STATEMENT_TIMEOUT_MS
    // and a transaction may sit idle PG_IDLE_TX_TIMEOUT_MS (0: no limit); past them the request
    // answers 503 instead of hanging with the database.
    PG_POOL_MAX: int(10, 1, 1000),
    PG_CONNECT_TIMEOUT_MS: int(5_000, 100, 600_000),
    PG_STATEMENT_TIMEOUT_MS: int(30_000, 0, 3_600_000),
    PG_IDLE_TX_TIMEOUT_MS: int(60_000, 0, 3_600_000),
    DEMO_DATA: flag(true),
    APP_SECRET: optionalText.pipe(z.string().min(32).optional()),
    TRUST_PROXY: trustProxy,
    // issue 15: a request whose body stops arriving is closed after this long (Node's
    // requestTimeout; 0 would hold it forever). Phones post large files to the store directly.
    REQUEST_TIMEOUT_MS: int(120_000, 5_000, 3_600_000),
    // issue 15 item 7: the API docs (/api/docs) are served when true; unset, everywhere but in
    // production, where they would map every route for whoever looks
    API_DOCS: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    // warn in production (issue 17: two info lines per request cost a third of /api/health's
    // CPU), info elsewhere; requests are logged by ACCESS_LOG_SAMPLE instead (platform/logger.ts)
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    // The share of requests written to the access log (0 to 1); failures (5xx) and slow ones
    // always are. 0.01 in production, 1 elsewhere.
    ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).optional(),
    // a relative folder is the working directory's, as DATA_DIR's is (the static file handler
    // takes absolute paths only: `WEB_DIST=web/dist npm start` stopped the server at start)
    WEB_DIST: z
      .string()
      .default(path.join(REPO_ROOT, 'web', 'dist'))
      .transform((dir) => path.resolve(dir)),
    OTP_LENGTH: int(OTP_DEFAULT_LENGTH, 4, 8),
    ACCESS_TOKEN_TTL: int(900, 10, 86_400),
    REFRESH_TOKEN_TTL: int(30 * 86_400, 60, 365 * 86_400),
    OTP_IP_REQUESTS_PER_HOUR: int(30, 1, 100_000),
    OTP_IP_VERIFY_PER_HOUR: int(60, 1, 100_000),
    SMS_PROVIDER: z.enum(['log', 'msg91', 'twilio']).default('log'),
    SMS_API_BASE_URL: optionalText.pipe(z.url().optional()),
    SMS_TIMEOUT_MS: int(5000, 100, 60_000),
    MSG91_AUTH_KEY: optionalText,
    MSG91_TEMPLATE_ID: optionalText,
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    // DESIGN.md §2: WhatsApp notifications, `log` by default, the Business Cloud API in production.
    WHATSAPP_PROVIDER: z.enum(['log', 'cloud']).default('log'),
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    // how often the notification worker sends the WhatsApp outbox and runs the fan-out
    NOTIFY_WORKER_MS: int(5000, 100, 3_600_000),
    // issue 17 item 5: `auto` runs the worker on whichever instance holds its lock (one per
    // cluster on a shared PostgreSQL); `off` never runs it here (another instance does)
    WORKER: z.enum(['auto', 'off']).default('auto'),
    EMAIL_PROVIDER: z.enum(['log', 'smtp']).default('log'),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    EMAIL_FROM: z.string().default('Kaamkaj <no-reply@kaamkaj.in>'),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    // The seeker's ranked feed is kept this long (0: ranked on every request); new jobs reach a
    // cached feed after at most this many seconds (platform/feed-cache.ts).
    FEED_CACHE_SECONDS: int(60, 0, 3600),
    // A live session is trusted from the cache this long before its row is read again; logout
    // and every other revocation end it at once on every instance (platform/auth.ts liveSessions).
    SESSION_CACHE_SECONDS: int(60, 0, 900),
    // How many ranked ids a cached feed keeps (10 pages of 30); later pages are ranked afresh.
    FEED_CACHE_DEPTH: int(300, 30, 3000),
    // The feed's candidates (each category's and category x district's newest Open jobs), kept
    // in memory this long and shared by every seeker's ranking (0: every ranking reads them in
    // SQL); a job going Open renews its category's at once (features/feed/feed-windows.ts).
    FEED_WINDOW_SECONDS: int(60, 0, 600),
    // How many candidates those windows hold in all (about 100 bytes each, so 100 MB when full;
    // 2,000 seekers of the bench's million jobs used 360,000), least used out first.
    FEED_WINDOW_ROWS: int(1_000_000, 1_000, 5_000_000),
    // A seeker's match data and answers, and the jobs of their pages, kept in memory this long
    // while no change of them is marked in the cache (0: read on every request);
    // features/feed/feed-kept.ts.
    FEED_KEPT_SECONDS: int(60, 0, 600),
    // In-process cache size (entries) when REDIS_URL is not set; a cached feed of 300 ids is
    // about 12 KB, so 5,000 hold about 60 MB.
    CACHE_MAX_ENTRIES: int(5_000, 100, 1_000_000),
    // Object storage: local disk in DATA_DIR/files unless S3_BUCKET names a bucket.
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('ap-south-1'),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag(false),
    S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
    // DESIGN.md §2: payments through a local checkout that signs as Razorpay does, or Razorpay.
    PAYMENTS: z.enum(['simulated', 'razorpay']).default('simulated'),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    // for a test double of the Razorpay API only; the SDK's own address otherwise
    RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
    RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
    // The site's address for links sent outside the app (SMS): required in production; in
    // development a link takes the origin of the request that sent it (platform/public-url.ts).
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    // the site's contact details (domain SITE_CONTACT), in the footer and on the prerendered pages
    SUPPORT_PHONE: z.string().default(SITE_CONTACT.support_phone),
    SUPPORT_EMAIL: z.string().default(SITE_CONTACT.support_email),
    COMPANY_ADDRESS: z.string().default(SITE_CONTACT.company_address),
  })
  .superRefine((env, ctx) => {
    const need = (name: keyof typeof env, when: string) => {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required ${when}` });
    };
    if (env.NODE_ENV === 'production') {
      need('APP_SECRET', 'when NODE_ENV is production');
      // an SMS link must never take its address from a request's Host header
      need('PUBLIC_URL', 'when NODE_ENV is production');
    }
    if (env.SMS_PROVIDER === 'msg91') {
      need('MSG91_AUTH_KEY', 'when SMS_PROVIDER is msg91');
      need('MSG91_TEMPLATE_ID', 'when SMS_PROVIDER is msg91');
    }
    if (env.SMS_PROVIDER === 'twilio') {
      need('TWILIO_ACCOUNT_SID', 'when SMS_PROVIDER is twilio');
      need('TWILIO_AUTH_TOKEN', 'when SMS_PROVIDER is twilio');
      need('TWILIO_FROM', 'when SMS_PROVIDER is twilio');
    }
    if (env.WHATSAPP_PROVIDER === 'cloud') {
      need('WHATSAPP_TOKEN', 'when WHATSAPP_PROVIDER is cloud');
      need('WHATSAPP_PHONE_NUMBER_ID', 'when WHATSAPP_PROVIDER is cloud');
    }
    if (env.EMAIL_PROVIDER === 'smtp') need('SMTP_URL', 'when EMAIL_PROVIDER is smtp');
    if (env.PAYMENTS === 'razorpay') {
      need('RAZORPAY_KEY_ID', 'when PAYMENTS is razorpay');
      need('RAZORPAY_KEY_SECRET', 'when PAYMENTS is razorpay');
      need('RAZORPAY_WEBHOOK_SECRET', 'when PAYMENTS is razorpay');
    }
    // The simulated checkout pays any order for free: never in production.
    if (env.NODE_ENV === 'production' && env.PAYMENTS === 'simulated') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message: 'must be razorpay when NODE_ENV is production (simulated gives plans away)',
      });
    }
  });

type LogLevel = NonNullable<z.infer<typeof EnvSchema>['LOG_LEVEL']>;
export type Config = Omit<
  z.infer<typeof EnvSchema>,
  'APP_SECRET' | 'LOG_LEVEL' | 'ACCESS_LOG_SAMPLE'
> & { APP_SECRET: string; LOG_LEVEL: LogLevel; ACCESS_LOG_SAMPLE: number };

export class ConfigError extends Error {}

/** The site's contact details as this server gives them: GET /api/config and the public pages. */
export function siteContactOf(config: Config): SiteContact {
  return {
    support_phone: config.SUPPORT_PHONE,
    support_email: config.SUPPORT_EMAIL,
    company_address: config.COMPANY_ADDRESS,
  };
}

/** Parses the environment once at boot; a bad variable stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const production = config.NODE_ENV === 'production';
  return {
    ...config,
    APP_SECRET: config.APP_SECRET ?? localSecret(config.DATA_DIR),
    LOG_LEVEL: config.LOG_LEVEL ?? (production ? 'warn' : 'info'),
    ACCESS_LOG_SAMPLE: config.ACCESS_LOG_SAMPLE ?? (production ? 0.01 : 1),
  };
}

// Outside production a secret is made once and kept in DATA_DIR, so sessions survive restarts.
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
