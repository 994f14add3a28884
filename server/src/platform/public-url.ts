import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/**
 * The site's own address, without a trailing slash, for links sent outside the app (SMS):
 * PUBLIC_URL when configured, else the origin of the request (as the share previews use).
 */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
