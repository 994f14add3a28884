import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir, processStart } from './data-dir-lock';

const MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaamkaj-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another process (as a second `npm start` would be) that takes `dir` and keeps running. */
async function otherServer(dir: string): Promise<ChildProcess> {
  const code = `import { lockDataDir } from ${JSON.stringify(MODULE)};
lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.includes('locked') && resolve());
    child.on('exit', (status) => reject(new Error(`the other process exited (${status})`)));
  });
  return child;
}

const holder = (dir: string) => readFileSync(path.join(dir, LOCK_FILE), 'utf8').split('\n')[0];

describe('lockDataDir', () => {
  it('refuses a folder another live server holds, naming it, and takes it once that one is gone', async () => {
    const dir = newDir();
    const other = await otherServer(dir);
    expect(holder(dir)).toBe(String(other.pid));

    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toBe(
      `The embedded database in ${dir} is in use by another Kaamkaj server (process ${other.pid}). ` +
        'Stop that one first, or start this one with another DATA_DIR (and PORT).',
    );
    expect(holder(dir)).toBe(String(other.pid)); // left as it was

    // killed: no chance to give the folder back
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a file whose pid now belongs to another process', () => {
    const dir = newDir();
    // the parent runs, but was not the process that wrote this (another start time), as after
    // a reboot or a container's restart
    expect(processStart(process.ppid)).not.toBeNull();
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n1\n`);
    const release = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    release();
  });

  it('takes over a file naming a process that has ended, and gives back only its own', () => {
    const dir = newDir();
    writeFileSync(path.join(dir, LOCK_FILE), '99999999\n\n');
    const release = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    // someone else's file meanwhile (a person removed ours and another server started)
    writeFileSync(path.join(dir, LOCK_FILE), '12345\n\n');
    release();
    expect(holder(dir)).toBe('12345');
  });
});
