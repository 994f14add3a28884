import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  langOfCookies,
  type PageLang,
  prerenderedFile,
  SITE_CONTACT,
  type SiteContact,
  shellFile,
  siteContactScript,
  whatsappLink,
} from '@kaamkaj/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from './error-handler';
import {
  DEFAULT_IMAGE_PATH,
  defaultPreviewImage,
  escapeHtml,
  injectHead,
  JOB_GONE_DESCRIPTION,
  JOB_GONE_TITLE,
  type PagePreview,
  previewTags,
} from './link-preview';
import { publicUrl } from './public-url';

export type WebAppOptions = {
  /**
   * The site's address (PUBLIC_URL) for the absolute links of the previews; unset (development
   * only), a preview takes the request's origin and is then kept out of shared caches.
   */
  publicUrl?: string;
  /** The preview of an Open job for /shared/job?id=, null when missing or not Open. */
  sharedJob?: (id: string) => Promise<PagePreview | null>;
  /** The preview of a community video for /shared/community-video?id= and /shared/community?id=. */
  sharedVideo?: (id: string) => Promise<PagePreview | null>;
  /**
   * issue 16 item 3: the page rendered for the signed-in visitor (a seeker's /jobs with its first
   * cards, features/pages), or null for the app's shell.
   */
  signedInPage?: (request: FastifyRequest, lang: PageLang) => Promise<string | null>;
  /** The contact details the prerendered pages show (SUPPORT_PHONE ...); the build's when unset. */
  siteContact?: SiteContact;
};

const PREVIEW_TTL_MS = 60_000;
const PREVIEW_CACHE_MAX = 1_000;

/**
 * issue 15 item 7: where a preview's absolute links point, and how long it may be kept. With
 * PUBLIC_URL, never the Host header; without it (development), the request's origin, and then
 * only the browser may keep the page, so a forged Host cannot poison a shared cache.
 */
function previewSite(site: string | undefined, request: FastifyRequest) {
  return {
    origin: publicUrl({ PUBLIC_URL: site }, request),
    cache: site ? 'public, max-age=60' : 'private, max-age=60',
  };
}

/** The visitor's language by the cookie the web app sets (lib/i18n); with none, Hindi (DESIGN.md §4). */
function cookieLang(request: FastifyRequest): PageLang {
  return langOfCookies(request.headers.cookie ?? '') ?? 'hi';
}

/**
 * The pages the build made from index.html, each with this server's contact details: the build
 * wrote the defaults (domain SITE_CONTACT) into all of them (web/vite.config.ts), and a server
 * with its own puts them in their place (fillSiteContact), once per file and build.
 */
function builtPages(distDir: string, contact: SiteContact) {
  const own = !sameContact(contact, SITE_CONTACT);
  const filled = new Map<string, { mtime: number; html: string }>();
  /** A page's HTML, `file` relative to the build. */
  const read = async (file: string) => {
    const full = path.join(distDir, file);
    if (!own) return readFile(full, 'utf8');
    const { mtimeMs } = await stat(full); // a rebuilt dist needs no restart
    const kept = filled.get(file);
    if (kept?.mtime === mtimeMs) return kept.html;
    const html = fillSiteContact(await readFile(full, 'utf8'), contact);
    filled.set(file, { mtime: mtimeMs, html });
    return html;
  };
  /** The first of `files` the build has; index.html, which every build has, when none. */
  const builtOf = (...files: (string | null)[]) =>
    files.find((file) => file && existsSync(path.join(distDir, file))) ?? 'index.html';
  /**
   * The app's shell in `lang`, naming the shell's texts in it (issue 16 item 1; domain shellFile);
   * index.html for a build without (the app then asks for its texts as it starts).
   */
  const shell = (lang: PageLang) => read(builtOf(shellFile(lang)));
  /**
   * issue 16 item 2: a public page as the build prerendered it in the visitor's language, or the
   * app's shell in it for every other page.
   */
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = cookieLang(request);
    const file = builtOf(prerenderedFile(request.url.split('?')[0] ?? '/', lang), shellFile(lang));
    reply.header('cache-control', 'no-cache');
    // a shared cache must keep one copy per language
    reply.header('vary', 'Cookie, Accept-Encoding');
    // the build's own details: the file as written, with its compressed copies
    if (!own) return reply.sendFile(file);
    return reply.type('text/html; charset=utf-8').send(await read(file));
  };
  return { read, send, shell };
}

function sameContact(a: SiteContact, b: SiteContact): boolean {
  return (
    a.support_phone === b.support_phone &&
    a.support_email === b.support_email &&
    a.company_address === b.company_address
  );
}

/**
 * A page of the build with `contact` in place of the details the build wrote in it
 * (domain SITE_CONTACT): in the data the app hydrates from (web/src/lib/config.ts), in the call,
 * WhatsApp and mail links, and in the text.
 */
export function fillSiteContact(html: string, contact: SiteContact): string {
  const from = SITE_CONTACT;
  const e = escapeHtml;
  const swaps: [string, string][] = [
    [siteContactScript(from), siteContactScript(contact)],
    [e(whatsappLink(from.support_phone)), e(whatsappLink(contact.support_phone))],
    [e(from.support_phone), e(contact.support_phone)],
    [e(from.support_email), e(contact.support_email)],
    [e(from.company_address), e(contact.company_address)],
  ];
  return swaps.reduce((page, [was, now]) => page.replaceAll(was, () => now), html);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA fallback for every non-API path (the client router handles unknown ones, spec 000 §2.1).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
) {
  const index = path.join(distDir, 'index.html');
  const built = existsSync(index);
  const pages = builtPages(distDir, options.siteContact ?? SITE_CONTACT);
  const sendPage = pages.send;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true, // files are looked up per request, so a rebuilt dist needs no restart
      index: false,
      // the .br / .gz copies the build writes (scripts/precompress.mjs), when the client takes them
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
    // The root is a directory to the static handler; it is the landing page to users.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

    app.get(DEFAULT_IMAGE_PATH, { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(defaultPreviewImage()),
    );

    const { sharedJob } = options;
    if (sharedJob) {
      // Issue 5 item 6: a shared job link shows a preview in WhatsApp, Facebook, X ...
      // Previews are kept a minute, so a link posted to a big group costs one query.
      const cache = new Map<string, { at: number; preview: PagePreview | null }>();
      const previewOf = async (id: string) => {
        const hit = cache.get(id);
        if (hit && Date.now() - hit.at < PREVIEW_TTL_MS) return hit.preview;
        const preview = await sharedJob(id);
        cache.delete(id);
        if (cache.size >= PREVIEW_CACHE_MAX) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(id, { at: Date.now(), preview });
        return preview;
      };
      app.get('/shared/job', { schema: { hide: true } }, async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const id = typeof query.id === 'string' ? query.id : '';
        const { origin, cache: cacheControl } = previewSite(options.publicUrl, request);
        const preview = id ? await previewOf(id) : null;
        // in the visitor's language, which only names which texts' chunk to fetch first: a
        // shared cache may hand it to a reader of the other, whose app then fetches its own
        const html = await pages.shell(cookieLang(request));
        const url = `${origin}/shared/job?id=${encodeURIComponent(id)}`;
        const absolute = (src: string | null) =>
          !src ? `${origin}${DEFAULT_IMAGE_PATH}` : src.startsWith('/') ? `${origin}${src}` : src;
        if (!preview) {
          // a closed or missing job: the app shows "job no longer available"; not indexed
          const tags = `${previewTags({
            title: JOB_GONE_TITLE,
            description: JOB_GONE_DESCRIPTION,
            image: absolute(null),
            url,
          })}\n    <meta name="robots" content="noindex" />`;
          return reply
            .status(404)
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(injectHead(html, `${JOB_GONE_TITLE} | Kaamkaj`, tags));
        }
        const tags = previewTags({
          title: preview.title,
          description: preview.description,
          image: absolute(preview.image),
          url,
        });
        return reply
          .header('cache-control', cacheControl)
          .type('text/html; charset=utf-8')
          .send(injectHead(html, `${preview.title} | Kaamkaj`, tags));
      });
    }
    const { sharedVideo } = options;
    if (sharedVideo) {
      // Issue 13: a shared community video shows its title and YouTube thumbnail in WhatsApp.
      for (const path of ['/shared/community-video', '/shared/community']) {
        app.get(path, { schema: { hide: true } }, async (request, reply) => {
          const query = request.query as Record<string, unknown>;
          const id = typeof query.id === 'string' ? query.id : '';
          const preview = id ? await sharedVideo(id) : null;
          const html = await pages.shell(cookieLang(request));
          if (!preview)
            return reply
              .header('cache-control', 'no-cache')
              .type('text/html; charset=utf-8')
              .send(html);
          const { origin, cache: cacheControl } = previewSite(options.publicUrl, request);
          const tags = previewTags({
            title: preview.title,
            description: preview.description,
            image: preview.image ?? `${origin}${DEFAULT_IMAGE_PATH}`,
            url: `${origin}${path}?id=${encodeURIComponent(id)}`,
          });
          return reply
            .header('cache-control', cacheControl)
            .type('text/html; charset=utf-8')
            .send(injectHead(html, `${preview.title} | Kaamkaj`, tags));
        });
      }
    }
  } else {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // a prerendered page's form sent with JavaScript off (with it on, index.html's first script
    // holds the form until the app runs, domain EARLY_INPUT_SCRIPT): its body (a mobile number)
    // is never read; the page again (issue 16 item 2)
    if (request.method === 'POST' && built && prerenderedFile(pathname, 'hi')) {
      return reply.redirect(pathname, 303);
    }
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && built;
    if (isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      const rendered = await options.signedInPage?.(request, cookieLang(request));
      if (rendered) {
        // one user's page: never kept by a shared cache, nor by the browser's back-forward copy
        return reply
          .header('cache-control', 'private, no-store')
          .header('vary', 'Cookie, Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(rendered);
      }
      return sendPage(request, reply);
    }
    return sendRouteNotFound(request, reply);
  });
}
