import { createHash } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { EARLY_INPUT_SCRIPT } from '@kaamkaj/domain';
import type { FastifyInstance } from 'fastify';
import { storageOrigins } from './adapters/s3-storage';
import type { Config } from './config';

/** The privacy-enhanced YouTube player of the community videos (domain embedUrl). */
export const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';
/** Where the community videos' thumbnails come from (domain thumbnailUrl). */
export const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';
/**
 * What Razorpay's checkout reaches besides checkout.js itself, as Razorpay lists it for a strict
 * CSP: the payment frame and API, its CDN (scripts and images) and its event logging.
 */
export const RAZORPAY = {
  api: 'https://api.razorpay.com',
  cdn: 'https://cdn.razorpay.com',
  logging: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
} as const;

type Directives = Record<string, string[]>;

/** The one inline script a page has (index.html's first, domain EARLY_INPUT_SCRIPT), by hash. */
export const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

const isHttps = (config: Pick<Config, 'PUBLIC_URL'>) =>
  config.PUBLIC_URL?.startsWith('https:') ?? false;

/**
 * issue 15 item 7: the Content-Security-Policy, allowing exactly what the app loads. Scripts only
 * from this server (no eval, and no inline script but the one index.html starts with, allowed by
 * its hash), plus Razorpay's checkout when it is the gateway;
 * frames only from the YouTube privacy-enhanced player and the checkout; images, audio, video and
 * uploads also at the object store when S3 is configured; the captcha's worker is a file here.
 * Styles allow 'unsafe-inline': sonner (toasts) and Radix's scroll lock insert <style> elements
 * at run time, and scripts, not styles, are what the policy must hold.
 */
export function cspDirectives(config: Config): Directives {
  const razorpay = config.PAYMENTS === 'razorpay';
  const checkout = razorpay ? [new URL(config.RAZORPAY_CHECKOUT_URL).origin] : [];
  const store = storageOrigins(config);
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", EARLY_INPUT_HASH, ...checkout, ...(razorpay ? [RAZORPAY.cdn] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      YOUTUBE_THUMBNAILS,
      ...store,
      ...(razorpay ? [RAZORPAY.cdn] : []),
    ],
    'media-src': ["'self'", 'blob:', ...store],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...store,
      ...(razorpay ? [...checkout, RAZORPAY.api, ...RAZORPAY.logging] : []),
    ],
    // the simulated checkout is a page of this server in a frame; Razorpay's is its API's
    'frame-src': [
      ...(razorpay ? [] : ["'self'"]),
      YOUTUBE_PLAYER,
      ...(razorpay ? [...checkout, RAZORPAY.api] : []),
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  for (const [name, sources] of Object.entries(directives))
    directives[name] = [...new Set(sources)];
  return directives;
}

/**
 * Permissions-Policy: camera and microphone (the video resume) for the app itself, the player's
 * own features for the YouTube frame, payment for Razorpay's frame, and the rest off.
 */
export function permissionsPolicy(config: Config): string {
  const player = `(self "${YOUTUBE_PLAYER}")`;
  const payment = config.PAYMENTS === 'razorpay' ? `(self "${RAZORPAY.api}")` : '()';
  return [
    'camera=(self)',
    'microphone=(self)',
    'geolocation=()',
    `payment=${payment}`,
    'usb=()',
    'display-capture=()',
    `autoplay=${player}`,
    `encrypted-media=${player}`,
    `fullscreen=${player}`,
    `picture-in-picture=${player}`,
  ].join(', ');
}

/** The options of @fastify/helmet for every answer: pages, files and the API alike. */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // the YouTube player and the store's images carry no CORP header: no COEP
    crossOriginEmbedderPolicy: false,
    // Razorpay may open its own window (bank pages, UPI) that reports back to its frame
    crossOriginOpenerPolicy: {
      policy: config.PAYMENTS === 'razorpay' ? 'same-origin-allow-popups' : 'same-origin',
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(config)
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The route options of a page the app itself shows in a frame (the simulated checkout sheet):
 * the same policy, with this site, and only it, allowed to frame it.
 */
export function framedBySelf(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...cspDirectives(config), 'frame-ancestors': ["'self'"] },
    },
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * issue 15 item 7: the security headers, on every answer (register before any route).
 *
 * @fastify/helmet builds Helmet's middleware again on every request, and most of that is parsing
 * the policy's directives (5 of Helmet's 6 µs a call in a loop). So the policy is Helmet's own
 * middleware, built once here, and @fastify/helmet sets the other headers: Helmet's share of a
 * cached feed page went from 31 to 14 µs of the server's CPU, of /api/health from 9 to 3 µs
 * (bench/feed, bench/README.md, twenty-eighth run). A route with options of its own (the framed
 * checkout, `framedBySelf`) still gets its whole policy from @fastify/helmet.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const { contentSecurityPolicy, ...others } = helmetOptions(config);
  await app.register(fastifyHelmet, { ...others, contentSecurityPolicy: false });
  const policy = fastifyHelmet.contentSecurityPolicy(
    contentSecurityPolicy as Parameters<typeof fastifyHelmet.contentSecurityPolicy>[0],
  );
  const permissions = permissionsPolicy(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', permissions);
    // a route's own options (moved into its config by @fastify/helmet) carry its own policy
    if ((request.routeOptions.config as { helmet?: unknown }).helmet !== undefined) return done();
    policy(request.raw, reply.raw, done);
  });
}
