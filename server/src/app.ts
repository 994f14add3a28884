import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@kaamkaj/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountRoutes } from './features/account/account.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { adminJobRoutes } from './features/admin/admin-jobs.routes';
import { applicantRoutes } from './features/applicants/applicants.routes';
import { interviewRoutes } from './features/applicants/interviews.routes';
import { authRoutes } from './features/auth/auth.routes';
import { categoryRoutes } from './features/categories/categories.routes';
import { syncCategories } from './features/categories/categories.service';
import { communityRoutes } from './features/community/community.routes';
import { communityService } from './features/community/community.service';
import { companyRoutes } from './features/company/company.routes';
import { chatbotRoutes } from './features/contact/chatbot.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { inboxRoutes } from './features/contact/inbox.routes';
import { outboxRoutes } from './features/dev/outbox.routes';
import { feedRoutes } from './features/feed/feed.routes';
import { sharePreviews } from './features/feed/share-meta';
import { fileRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { jobRoutes } from './features/jobs/jobs.routes';
import { notificationRoutes } from './features/notifications/notification.routes';
import { notificationWorker, WORKER_LOCK } from './features/notifications/worker';
import { signedInPages } from './features/pages/signed-in-page';
import { planRoutes } from './features/plans/plans.routes';
import { syncPlans } from './features/plans/plans.service';
import { profileRoutes } from './features/profile/profile.routes';
import { saarthiRoutes } from './features/saarthi/saarthi.routes';
import { saarthiAdminRoutes } from './features/saarthi/saarthi-admin.routes';
import { searchRoutes } from './features/search/search.routes';
import { userRoutes } from './features/users/user.routes';
import { createEmailSender } from './platform/adapters/email';
import type { LocalStorage } from './platform/adapters/local-storage';
import { Outbox } from './platform/adapters/outbox';
import { createPayments } from './platform/adapters/payments';
import { createSmsSender } from './platform/adapters/sms';
import { createStorage } from './platform/adapters/storage';
import { createWhatsApp } from './platform/adapters/whatsapp';
import { accessTokens, liveSessions, requireAuth } from './platform/auth';
import { type Cache, memoryCache, redisCache } from './platform/cache';
import { registerCompression } from './platform/compression';
import { type Config, siteContactOf } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { registerErrorHandler, sendRouteNotFound } from './platform/error-handler';
import { SKEW_MS, syncMarkClock } from './platform/feed-marks';
import { loggerOptions, registerAccessLog } from './platform/logger';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './platform/rate-limiter';
import { registerSecurityHeaders } from './platform/security-headers';
import { refuseUnstorable } from './platform/unstorable';
import { registerWebApp } from './platform/web-app';

export type BuildOptions = {
  config: Config;
  database: Database;
  limiter?: RateLimiter;
  cache?: Cache;
  /** Serve web/dist; off in API tests. */
  serveWeb?: boolean;
  /**
   * Run the notification worker on a timer (the real server, unless WORKER=off; tests call
   * runOnce themselves). On a shared PostgreSQL only the instance holding its lock runs passes.
   */
  worker?: boolean;
};

/**
 * TRUST_PROXY as Fastify takes it: a hop count as the function proxy-addr makes of one (the
 * first `hops` addresses from the socket inwards are proxies), addresses as they are.
 */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The cache the config names: Redis with REDIS_URL (shared by every instance), else memory. */
export function createCache(config: Config, log: FastifyBaseLogger): Cache {
  return config.REDIS_URL
    ? redisCache(config.REDIS_URL, log)
    : memoryCache({ maxEntries: config.CACHE_MAX_ENTRIES });
}

/** Composes the platform and every feature; the caller owns listening and migrations. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: loggerOptions(config),
    // one sampled line per request instead (platform/logger.ts registerAccessLog)
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);

  const outbox = new Outbox();
  const tokens = accessTokens(config);
  const limiter =
    opts.limiter ??
    (config.REDIS_URL ? redisRateLimiter(config.REDIS_URL, app.log) : memoryRateLimiter());
  const cache = opts.cache ?? createCache(config, app.log);
  const storage = createStorage(config);
  const live = liveSessions(cache, config.SESSION_CACHE_SECONDS);
  const ctx: AppContext = {
    storage,
    localStorage: storage.name === 'local' ? (storage as LocalStorage) : null,
    config,
    database,
    db: database.db,
    tokens,
    outbox,
    limiter,
    cache,
    sms: createSmsSender(config, outbox, app.log),
    email: createEmailSender(config, outbox, app.log),
    whatsapp: createWhatsApp(config, outbox, app.log),
    payments: createPayments(config),
    liveSessions: live,
    auth: requireAuth(tokens, database.db, live),
  };

  // one instance of a cluster runs the timed passes: the one holding the lock (issue 17 item 5)
  const worker = notificationWorker(
    { ...ctx, leader: database.sessionLock(WORKER_LOCK) },
    { log: app.log },
  );
  app.decorate('notificationWorker', worker);

  registerAccessLog(app, config);
  registerErrorHandler(app, { length: config.OTP_LENGTH });
  app.addHook('preValidation', refuseUnstorable);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-app-version', APP_VERSION);
  });
  // The feed's change marks are times of the shared cache's clock (platform/feed-marks.ts):
  // read at start, then every minute; a clock far off it is told in the log.
  let clockTimer: NodeJS.Timeout | undefined;
  const syncClock = async () => {
    const offset = await syncMarkClock(cache);
    if (offset !== null && Math.abs(offset) > SKEW_MS / 2) {
      app.log.warn(
        { offsetMs: offset },
        "this instance's clock is off the cache's; the feed's change marks use the cache's",
      );
    }
  };
  // Reference data the product needs on every start, not only with demo data.
  app.addHook('onReady', async () => {
    await syncCategories(database.db);
    await syncPlans(database.db);
    await syncClock();
    clockTimer = setInterval(() => void syncClock(), 60_000);
    clockTimer.unref();
    if (opts.worker && config.WORKER !== 'off') worker.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(clockTimer);
    await worker.stop();
    await limiter.close();
    await cache.close();
    await database.close();
  });

  registerCompression(app);
  // before every route: CSP, nosniff, Referrer- and Permissions-Policy, HSTS (issue 15 item 7)
  await registerSecurityHeaders(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kaamkaj API', version: APP_VERSION },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.API_DOCS ?? config.NODE_ENV !== 'production') {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(contactRoutes(ctx));
      await api.register(chatbotRoutes(ctx));
      await api.register(fileRoutes(ctx));
      await api.register(categoryRoutes(ctx));
      await api.register(profileRoutes(ctx));
      await api.register(companyRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(adminJobRoutes(ctx));
      await api.register(jobRoutes(ctx));
      await api.register(feedRoutes(ctx));
      await api.register(searchRoutes(ctx));
      await api.register(applicantRoutes(ctx));
      await api.register(interviewRoutes(ctx));
      await api.register(planRoutes(ctx));
      await api.register(saarthiAdminRoutes(ctx));
      await api.register(saarthiRoutes(ctx));
      await api.register(communityRoutes(ctx));
      await api.register(inboxRoutes(ctx));
      if (config.SMS_PROVIDER === 'log' && config.NODE_ENV !== 'production') {
        await api.register(outboxRoutes(ctx));
      }
    },
    { prefix: '/api' },
  );

  if (opts.serveWeb) {
    const siteContact = siteContactOf(config);
    await registerWebApp(app, config.WEB_DIST, {
      publicUrl: config.PUBLIC_URL,
      sharedJob: sharePreviews(ctx),
      sharedVideo: communityService(ctx).preview,
      signedInPage: signedInPages(ctx, app, { distDir: config.WEB_DIST, siteContact }),
      siteContact,
    });
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }
  return app;
}
