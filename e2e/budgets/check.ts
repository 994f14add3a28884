// `node --import tsx e2e/budgets/check.ts [dist]`: prints each page's first load and fails when
// one is over its budget (issue 16 item 1). npm test runs it after the build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryLoaders, measure, report, SHOWING_SCREENS } from './budgets';

const dist =
  process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const { lines, over } = report(measure(dist));
console.log(lines.join('\n'));
const loaders = libraryLoaders(dist);
console.log(
  `\nscreens that load the schema or the dialog library with them: ${loaders.length} of ${SHOWING_SCREENS.length}`,
);
for (const loader of loaders) over.push(`${loader}, on a screen that shows`);
if (over.length) {
  console.error(`\nOver budget:\n${over.map((o) => `  ${o}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page is within its budget.');
