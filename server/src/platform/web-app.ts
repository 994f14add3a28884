import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA fallback for every non-API path (the client router handles unknown ones, spec 000 §2.1).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true, // files are looked up per request, so a rebuilt dist needs no restart
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
    // The root is a directory to the static handler; it is the landing page to users.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  } else {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && built;
    if (isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });
}
