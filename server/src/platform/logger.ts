import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** pino options: JSON in production and pipes, pretty only on a terminal. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers["x-refreshtoken"]'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** A request slower than this is always written to the access log. */
const SLOW_MS = 1000;

/**
 * The access log (issue 17): one line per request written, for a sample of them
 * (ACCESS_LOG_SAMPLE) and for every failure (5xx) and slow request, at info whatever LOG_LEVEL
 * says, so production can run at warn and still see its traffic. Replaces Fastify's two lines
 * per request (disableRequestLogging).
 */
export function registerAccessLog(
  app: FastifyInstance,
  config: Pick<Config, 'ACCESS_LOG_SAMPLE' | 'LOG_LEVEL'>,
  random = Math.random,
) {
  if (config.LOG_LEVEL === 'silent') return;
  const access = app.log.child({}, { level: 'info' });
  const sample = config.ACCESS_LOG_SAMPLE;
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (status < 500 && ms < SLOW_MS && !(sample > 0 && random() < sample)) return;
    access.info(
      {
        reqId: request.id,
        method: request.method,
        // the path only: a query can carry what the log should not keep
        path: request.url.split('?')[0],
        status,
        ms: Math.round(ms * 10) / 10,
        ...(sample < 1 ? { sample } : {}),
      },
      'request',
    );
  });
}
