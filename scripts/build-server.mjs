// Bundles server/src/main.ts and the domain package into one ES module for `npm start`
// (scripts/start.mjs); packages from node_modules stay imports.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildServer(outfile) {
  await build({
    entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'kaamkaj',
        setup(b) {
          // node_modules are loaded as they are; only our own workspace packages are bundled
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@kaamkaj/') ? undefined : { path: args.path, external: true },
          );
          // files find their assets and migrations next to their source, not next to the bundle
          b.onLoad({ filter: /\.ts$/ }, async (args) => {
            const text = await readFile(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
          });
        },
      },
    ],
  });
}
