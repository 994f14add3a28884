// The two built web apps compared: the current tree's web/dist, and the same app built from a
// git ref (the baseline) in a temporary directory.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// what building web/ reads: its sources, the domain package, the precompress script, the
// workspace manifests (npm resolves the workspaces from them) and the lock
const BUILD_INPUTS = [
  'web',
  'domain',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'server/package.json',
  'e2e/package.json',
];
const BUILD_TIMEOUT_MS = 240_000;

function run(cmd: string, args: string[], cwd: string, what: string) {
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (${result.error?.message ?? `exit ${result.status}`}):\n${`${result.stdout}${result.stderr}`.slice(
        -4_000,
      )}`,
    );
  }
}

/** The current tree's build, made first when web/dist has none. */
export function currentDist(root: string): string {
  const dist = path.join(root, 'web', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error('building the current web app (web/dist is missing)');
    run('npm', ['run', 'build', '-w', '@kaamkaj/web'], root, 'npm run build -w @kaamkaj/web');
  }
  return dist;
}

export function resolveRef(root: string, ref: string): string {
  return execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
}

/**
 * Builds web/ as it was at `commit` in a temporary directory (git archive: the shared
 * repository gets no worktree to forget) and answers its dist and how to remove it all.
 */
export function baselineDist(root: string, commit: string): { dist: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-bench-baseline-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const tar = path.join(dir, 'src.tar');
    execFileSync('git', ['archive', '--format=tar', '-o', tar, commit, ...BUILD_INPUTS], {
      cwd: root,
    });
    execFileSync('tar', ['-xf', tar, '-C', dir]);
    rmSync(tar);
    const drift = lockDrift(root, dir);
    if (drift.length === 0) {
      linkNodeModules(root, dir);
    } else {
      console.error(
        `the baseline's lock differs from the installed one (${drift.slice(0, 5).join(', ')}` +
          `${drift.length > 5 ? ', ...' : ''}): installing its own dependencies`,
      );
      run('npm', ['ci', '--no-audit', '--no-fund'], dir, `npm ci for ${commit}`);
    }
    console.error(`building the baseline web app (${commit})`);
    run('npm', ['run', 'build', '-w', '@kaamkaj/web'], dir, `the build of ${commit}`);
    return { dist: path.join(dir, 'web', 'dist'), remove };
  } catch (err) {
    remove();
    throw err;
  }
}

type Lock = { packages: Record<string, { version?: string; link?: boolean }> };

/**
 * The packages the baseline's lock pins that the installed tree does not hold at that version
 * (or in that place). Packages only the current lock has (this bench's Lighthouse) are no
 * drift: the baseline's build never imports them.
 */
function lockDrift(root: string, dir: string): string[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Lock;
  const installed = read(path.join(root, 'package-lock.json')).packages;
  const baseline = read(path.join(dir, 'package-lock.json')).packages;
  return Object.entries(baseline)
    .filter(
      ([key, entry]) => key !== '' && !entry.link && installed[key]?.version !== entry.version,
    )
    .filter(([key]) => key.startsWith('node_modules/') || !existsSync(path.join(dir, key)))
    .map(([key, entry]) => `${key}@${entry.version}`);
}

/**
 * The baseline's node_modules: every installed package linked from the current tree, except the
 * workspace links (@kaamkaj/*), made again so that they point at the baseline's own domain/ and
 * web/ and not at the current ones.
 */
function linkNodeModules(root: string, dir: string) {
  const from = path.join(root, 'node_modules');
  const to = path.join(dir, 'node_modules');
  mkdirSync(to);
  for (const name of readdirSync(from)) {
    if (name === '@kaamkaj') continue;
    symlinkSync(path.join(from, name), path.join(to, name));
  }
  mkdirSync(path.join(to, '@kaamkaj'));
  for (const name of readdirSync(path.join(from, '@kaamkaj'))) {
    // relative links (../../web): inside the baseline's directory they reach its own copies
    symlinkSync(readlinkSync(path.join(from, '@kaamkaj', name)), path.join(to, '@kaamkaj', name));
  }
}
