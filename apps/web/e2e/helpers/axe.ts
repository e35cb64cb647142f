import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core (through @axe-core/playwright) on the page and fails on serious or critical violations (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `   ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(serious, `${label}: accessibility violations\n${report}`).toEqual([]);
}
