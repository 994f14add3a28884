import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const MIN_BYTES = 1024;
// JSON answers, and the pages rendered per request (a seeker's /jobs, a shared job's preview)
const COMPRESSED_TYPES = /^(application\/json|text\/html)/;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };

/** The encoding to answer in: Brotli, else gzip, when the client takes it (q > 0). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const taken = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) taken.add(name.trim());
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return null;
}

/**
 * Slow phone networks (issue 5): JSON answers and rendered pages (issue 16 item 3) over 1 KB go
 * out Brotli- or gzip-compressed when the client takes it (a feed page of 30 jobs: 22.8 KB as
 * JSON, 3.1 KB as Brotli). One call at Brotli's fastest quality, not a zlib stream per response: on the cached feed at 50 connections
 * (bench/feed) a stream per response (@fastify/compress) took 1,757 requests a second down to
 * 1,224, Brotli quality 4 in one call to 1,391, quality 1 in one call to 1,728.
 * Files (streams) are left alone: the web app's are compressed at build (scripts/precompress.mjs).
 * Bytes are compressed only as JSON or HTML (the content-type below), like strings.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    // a string, or JSON built as bytes (the feed's pages, features/feed/feed-cards.ts)
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSED_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br' ? zlib.brotliCompressSync(payload, BROTLI) : zlib.gzipSync(payload);
  });
}
