import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { contentTypeOfExtension } from '@kaamkaj/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LocalStorage } from '../../platform/adapters/storage';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';

const policyError = (message: string) => new AppError(403, 'UPLOAD_POLICY', message);
const tooLarge = () => new AppError(400, 'FILE_TOO_LARGE', 'The file is larger than allowed');

/**
 * The local store's stand-in for S3's POST endpoint: the same form fields, the same rules.
 * The signed policy is the authority here, as on S3: no bearer token is needed.
 */
export function localUploadRoutes(_ctx: AppContext, store: LocalStorage): FastifyPluginAsyncZod {
  return async (app) => {
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
          await store.prepare(policy.key);
          const target = store.partPath(policy.key);
          let bytes = 0;
          const counter = new Transform({
            transform(chunk: Buffer, _enc, done) {
              bytes += chunk.length;
              done(bytes > policy.max ? tooLarge() : null, chunk);
            },
          });
          try {
            await pipeline(part.file, counter, createWriteStream(target));
            if (bytes < policy.min) throw badRequest('FILE_EMPTY', 'The file is empty');
          } catch (err) {
            await rm(target, { force: true });
            throw err;
          }
          await store.commit(policy.key);
          return reply.status(204).send();
        }
        throw badRequest('FILE_MISSING', 'No file in the form');
      },
    );

    const serve = (key: string, reply: import('fastify').FastifyReply, cache: string) => {
      const ext = key.split('.').pop() ?? '';
      return reply
        .header('content-type', contentTypeOfExtension(ext) ?? 'application/octet-stream')
        .header('cache-control', cache)
        .header('x-content-type-options', 'nosniff')
        .send(store.read(key));
    };

    app.get('/file/public/*', { schema: { hide: true } }, async (request, reply) => {
      const key = `public/${(request.params as { '*': string })['*']}`;
      if (key.includes('..') || !(await store.head(key))) throw notFound('File not found');
      return serve(key, reply, 'public, max-age=31536000, immutable');
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
        if (!(await store.head(key))) throw notFound('File not found');
        return serve(key, reply, 'private, max-age=300');
      },
    );
  };
}
