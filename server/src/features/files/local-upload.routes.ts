import type { FileHandle } from 'node:fs/promises';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { contentTypeOfExtension, isFileCategory } from '@kaamkaj/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LocalStorage } from '../../platform/adapters/local-storage';
import type { AppContext } from '../../platform/context';
import { files } from '../../platform/db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { fileChanged, isIntact } from './file-links';
import { filesService } from './files.service';

const policyError = (message: string) => new AppError(403, 'UPLOAD_POLICY', message);
// issue 15 item 5: the policy takes no more than the declared size
const TOO_LARGE = 'The file is larger than its declared file_size';
const tooLarge = () => new AppError(400, 'FILE_TOO_LARGE', TOO_LARGE, { file: TOO_LARGE });
const used = () =>
  new AppError(409, 'UPLOAD_USED', 'This upload was already used. Please choose the file again.');
const isExists = (err: unknown) => (err as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * The local store's stand-in for S3's POST endpoint: the same form fields, the same rules.
 * The signed policy is the authority here, as on S3: no bearer token is needed.
 */
export function localUploadRoutes(ctx: AppContext, store: LocalStorage): FastifyPluginAsyncZod {
  return async (app) => {
    const service = filesService(ctx);
    await app.register(fastifyMultipart, {
      limits: { fields: 10, files: 1, fileSize: 200 * 1024 * 1024 + 1, fieldSize: 8 * 1024 },
    });

    app.post(
      '/file/local-upload',
      { schema: { tags: ['files'], summary: 'Step 2 on the local store: the multipart upload' } },
      async (request, reply) => {
        if (!request.isMultipart()) throw badRequest('BAD_REQUEST', 'Expected a multipart form');
        const fields: Record<string, string> = {};
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          // As on S3, every field comes before the file.
          const policy = store.readPolicy(fields.policy ?? '', fields['x-kaamkaj-signature'] ?? '');
          if (!policy) throw policyError('Upload policy signature does not match');
          if (Date.parse(policy.expiration) <= Date.now())
            throw policyError('Upload policy has expired');
          if (fields.key !== policy.key) throw policyError('Key does not match the policy');
          if (fields['Content-Type'] !== policy.content_type) {
            throw policyError('Content-Type does not match the policy');
          }
          // The body ended inside the file before it was read: the parser has destroyed the
          // stream, and Node's pipeline would wait on it forever (issue 15, request timeouts).
          if (part.file.destroyed) throw badRequest('BAD_REQUEST', 'The upload was cut off');
          // issue 15 item 5: only an upload still waiting for its file, and never over one that
          // arrived: a re-sent form gets 409 and the stored bytes stay as they were confirmed.
          const [row] = await ctx.db
            .select({ uploadedAt: files.uploadedAt })
            .from(files)
            .where(eq(files.objectKey, policy.key));
          if (!row) {
            throw policyError('This upload is no longer open. Please choose the file again.');
          }
          if (row.uploadedAt || (await store.head(policy.key))) throw used();
          let handle: FileHandle;
          try {
            handle = await store.openPart(policy.key); // exclusive: one upload of a key at a time
          } catch (err) {
            throw isExists(err) ? used() : err;
          }
          const target = store.partPath(policy.key);
          let bytes = 0;
          const counter = new Transform({
            transform(chunk: Buffer, _enc, done) {
              bytes += chunk.length;
              done(bytes > policy.max ? tooLarge() : null, chunk);
            },
          });
          try {
            await pipeline(part.file, counter, handle.createWriteStream());
            if (bytes < policy.min) throw badRequest('FILE_EMPTY', 'The file is empty');
            await store.commit(policy.key); // never over an object already there
          } catch (err) {
            await rm(target, { force: true });
            throw isExists(err) ? used() : err;
          }
          return reply.status(204).send();
        }
        throw badRequest('FILE_MISSING', 'No file in the form');
      },
    );

    // Keys are <visibility>/<category>/<owner>/<id>.<ext>: the category names the type of an
    // .mpeg (audio or video). Byte ranges let phones seek and Safari play audio and video.
    const serve = (
      key: string,
      size: number,
      request: FastifyRequest,
      reply: FastifyReply,
      cache: string,
    ) => {
      const category = key.split('/')[1] ?? '';
      const ext = key.split('.').pop() ?? '';
      const type = contentTypeOfExtension(ext, isFileCategory(category) ? category : undefined);
      reply
        .header('content-type', type ?? 'application/octet-stream')
        .header('cache-control', cache)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff');
      const range = byteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      }
      if (!range) return reply.header('content-length', size).send(store.read(key));
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(store.read(key, range));
    };

    /**
     * The size of a confirmed file to serve. Issue 15 item 5: an upload never confirmed is not
     * served, and a file whose size is no longer the one confirmed is refused (409, logged).
     */
    const servable = async (key: string, request: FastifyRequest) => {
      if (key.includes('..')) throw notFound('File not found');
      const [row] = await ctx.db.select().from(files).where(eq(files.objectKey, key));
      const stored = row?.uploadedAt ? await store.head(key) : null;
      if (!row || !stored) throw notFound('File not found');
      if (!isIntact(row, stored)) {
        await service.reportChanged(row, stored, request.log);
        throw fileChanged();
      }
      return stored.size;
    };

    app.get('/file/public/*', { schema: { hide: true } }, async (request, reply) => {
      const key = `public/${(request.params as { '*': string })['*']}`;
      const size = await servable(key, request);
      return serve(key, size, request, reply, 'public, max-age=31536000, immutable');
    });

    app.get(
      '/file/private/*',
      {
        schema: {
          hide: true,
          querystring: z.object({ expires: z.coerce.number().int(), sig: z.string() }),
        },
      },
      async (request, reply) => {
        const key = `private/${(request.params as { '*': string })['*']}`;
        const { expires, sig } = request.query;
        if (key.includes('..') || !store.checkSignedUrl(key, expires, sig)) {
          throw new AppError(403, 'LINK_EXPIRED', 'This link has expired');
        }
        const size = await servable(key, request);
        return serve(key, size, request, reply, 'private, max-age=300');
      },
    );
  };
}

/**
 * One `bytes=start-end` range (RFC 9110 §14.1.2; also `start-` and the suffix `-n`), null for
 * none or a form we do not serve (the whole file then goes), 'unsatisfiable' past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
