import type { FastifyServerOptions } from 'fastify';
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
