import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

/**
 * Makes `page` wait after each `goto` and `reload` until React has taken over the document. Pages
 * come rendered: their buttons show before the scripts have run, and a click then does nothing,
 * for a test as for a person.
 */
function waitForReact(page: Page): Page {
  const interactive = () =>
    page.waitForFunction(() =>
      Object.keys(document).some((key) => key.startsWith('__reactContainer')),
    );
  const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
  return page;
}

/** Opens a page in a browser context of its own: another person, with their own session. */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * Playwright's `test`, whose pages wait for React after navigating (waitForReact), with
 * `openPage` for a test that needs more people than one: the contexts it opens are closed when
 * the test ends, so that no page of an earlier test keeps its live queries and its CPU share
 * for the rest of the worker's run.
 */
export const test = base.extend<{ openPage: OpenPage }>({
  page: async ({ page }, use) => {
    await use(waitForReact(page));
  },
  openPage: async ({ browser }: { browser: Browser }, use) => {
    const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return waitForReact(await context.newPage());
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
