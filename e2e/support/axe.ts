import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline script,
// and Playwright's evaluation is outside the page's policy.
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/**
 * The axe-core rules (WCAG 2.1 A and AA) broken on the page or frame as it is now, as
 * "rule: selector" lines; [] when clean. `impacts`: only those (e.g. serious, critical).
 */
export async function axeViolations(
  target: Page | Frame,
  impacts?: readonly string[],
): Promise<string[]> {
  await target.evaluate(AXE);
  const violations = await target.evaluate(async () => {
    // A toast or dialog still fading in has a colour between its own and the page's: axe would
    // measure that (a flaky color-contrast on a sonner toast). Finite animations end first;
    // endless ones (spinners) are left alone; 3 s at most. Two frames first: a toast mounted a
    // moment ago starts its transition only on the next frame (a rehearsal of 2026-11-27 met
    // one that had not started yet), and one not yet started is pending, not running.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter(
        (a) =>
          (a.playState === 'running' || a.pending) &&
          a.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 3000))]);
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
