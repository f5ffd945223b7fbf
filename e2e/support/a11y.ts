import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules of axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is now and fails with one line per offending element
 * (rule, impact, element, what to fix) when any WCAG 2.1 A or AA rule is violated.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${node.target.join(' ')} ` +
        `${node.html} - ${node.failureSummary ?? violation.help}`,
    ),
  );
  expect(found, `axe found WCAG 2.1 A/AA violations on ${page.url()}`).toEqual([]);
}
