import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose page waits after each `goto` and `reload` until React has taken
 * over the page. The public pages come prerendered: their buttons show before the scripts have
 * run, and a click then does nothing, for a test as for a person.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const interactive = () =>
      page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
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
    await use(page);
  },
});
