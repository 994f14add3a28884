// `npm test`: lint and format check, type check of every package, then every suite in order.
// Prints one closing line "N passed, N failed" (plus skipped) over all suites.
// `node scripts/test.mjs server` runs only the named steps (lint, types, domain, web, server,
// budgets, e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });

const vitest = (workspace) => ({
  name: workspace,
  suite: true,
  cmd: [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(resultsDir, `${workspace}.json`)}`,
  ],
  cwd: path.join(root, workspace),
});

const steps = [
  { name: 'lint', cmd: ['npx', 'biome', 'check', '--error-on-warnings', '.'], cwd: root },
  {
    name: 'types',
    cmd: ['npx', 'tsc', '-p', 'domain'],
    cwd: root,
    more: [
      ['npx', 'tsc', '-p', 'server'],
      ['npx', 'tsc', '-p', 'web'],
      ['npx', 'tsc', '-p', 'web/tsconfig.sw.json'],
      ['npx', 'tsc', '-p', 'e2e'],
      ['npx', 'tsc', '-p', 'bench'],
    ],
  },
  vitest('domain'),
  vitest('web'),
  vitest('server'),
  { name: 'build', cmd: ['npm', 'run', 'build', '-w', '@kaamkaj/web'], cwd: root, before: 'e2e' },
  // issue 16 item 1: each page's first load against its budget, from the build's manifest
  {
    name: 'budgets',
    cmd: ['node', '--import', 'tsx', 'e2e/budgets/check.ts'],
    cwd: root,
    before: 'e2e',
  },
  vitest('e2e'),
];

/** The first line of a failure message, short enough for a log's last lines. */
const firstLine = (message) =>
  String(message ?? '')
    .split('\n')[0]
    .slice(0, 200);

const only = process.argv.slice(2);
const selected = only.length
  ? steps.filter((s) => only.includes(s.name) || (s.before && only.includes(s.before)))
  : steps;

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];
const retriedTests = [];
for (const step of selected) {
  console.log(`\n=== ${step.name} ===`);
  let ok = true;
  rmSync(path.join(resultsDir, `${step.name}.json`), { force: true }); // never count an old report
  for (const cmd of [step.cmd, ...(step.more ?? [])]) {
    const run = spawnSync(cmd[0], cmd.slice(1), {
      cwd: step.cwd,
      stdio: 'inherit',
      env: process.env,
    });
    if (run.status !== 0) ok = false;
  }
  if (step.suite) {
    const file = path.join(resultsDir, `${step.name}.json`);
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      for (const file of report.testResults ?? []) {
        const where = path.relative(root, file.name);
        let failed = 0;
        for (const t of file.assertionResults ?? []) {
          const why = firstLine(t.failureMessages?.[0]);
          if (t.status === 'failed') {
            failed += 1;
            failedTests.push(`${where} > ${t.fullName}: ${why}`);
          } else if (t.status === 'passed' && why) {
            // passed on its retry (the journeys', in CI): it keeps the failure it had first
            retriedTests.push(`${where} > ${t.fullName}: ${why}`);
          }
        }
        // a file that failed to load, or whose beforeAll failed, has no failed test: it counts
        // as one failure, named with its message (vitest leaves a hook's empty: see the log)
        if (!failed && file.status === 'failed') {
          totals.failed += 1;
          const why = firstLine(file.message) || 'a hook failed (its error is in the log above)';
          failedTests.push(`${where}: ${why}`);
        }
      }
    } else if (!ok) totals.failed += 1;
  } else if (!ok) totals.failed += 1; // a failed lint, type check or build counts as a failure

  if (!ok) failedSteps.push(step.name);
}

const label = process.env.TEST_LABEL ?? 'all';
writeFileSync(
  path.join(resultsDir, `summary-${label}.json`),
  JSON.stringify({ ...totals, failedSteps, failedTests, retriedTests }),
);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
for (const t of failedTests) console.log(`FAILED ${t}`);
for (const t of retriedTests) console.log(`PASSED ON RETRY ${t}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
