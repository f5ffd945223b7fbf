import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_DATA_ID, startApp, type BootData } from './boot';
import { RELOADED_FOR_KEY } from './lazy-route';

const entry = path.join(import.meta.dirname, 'testdata', 'boot-entry.ts');
const booted = () => (globalThis as { bootedEntries?: number }).bootedEntries ?? 0;

function page(data: BootData, pathname: string) {
  window.history.replaceState(null, '', pathname);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_DATA_ID;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

const data: BootData = {
  entry,
  preload: ['/assets/index.js', '/assets/react.js'],
  routes: [
    ['^/allTool$', ['/assets/all-tools.js']],
    ['^/dashboard(/|$)', ['/assets/firebase.js', '/assets/dashboard.js'], ['/assets/my-orders.js']],
  ],
  session: 'accessToken',
};

/** After the start script's own import of `entry` has failed and its handler has run. */
async function importFailed(entry: string) {
  await expect(import(/* @vite-ignore */ entry)).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve));
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

/** What /dashboard/orders preloads for a visitor without a session. */
const ordersFirstView = [
  '/assets/index.js',
  '/assets/react.js',
  '/assets/firebase.js',
  '/assets/dashboard.js',
];

describe('the start script', () => {
  it('imports the entry, then preloads its files and the current route, one link a task', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const before = booted();
    page(data, '/dashboard/orders');
    startApp();
    // Local storage, then each link, wait for a task of their own.
    const storage = vi.spyOn(Storage.prototype, 'getItem');
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    expect(storage).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    await nextTask();
    expect(storage).toHaveBeenCalledOnce();
    expect(preloads()).toEqual([]);
    await nextTask();
    expect(preloads()).toEqual(['/assets/index.js']);
    await vi.waitFor(() => expect(preloads()).toEqual(ordersFirstView));
    await vi.waitFor(() => expect(booted()).toBe(before + 1));
    // Without a session left, the signed-in part's chunks wait for Auth.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).not.toContain('/assets/my-orders.js');
  });

  it("adds the chunks of the page's signed-in part when a session was left", async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    localStorage.setItem('accessToken', 'a token');
    page(data, '/dashboard/orders');
    startApp();
    await vi.waitFor(() =>
      expect(preloads()).toEqual([...ordersFirstView, '/assets/my-orders.js']),
    );
  });

  it('preloads only the entry on a page with no landing route', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    page(data, '/portfolio');
    startApp();
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/index.js', '/assets/react.js']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual(['/assets/index.js', '/assets/react.js']);
  });

  it('waits for the first frame in a visible tab', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    page(data, '/allTool');
    startApp();
    expect(frame).toHaveBeenCalledOnce();
    expect(preloads()).toEqual([]);
  });

  it('does nothing without its data block', () => {
    startApp();
    expect(preloads()).toEqual([]);
  });

  it('names its data block by the id the build writes', () => {
    expect(startApp.toString()).toMatch(new RegExp(`['"]${BOOT_DATA_ID}['"]`));
  });

  it('reloads once when the entry is gone (a deploy since the page loaded), not twice', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const gone = path.join(import.meta.dirname, 'testdata', 'no-such-entry.ts');
    page({ ...data, entry: gone }, '/allTool');
    startApp();
    await vi.waitFor(() => expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe(gone));
    const marked = vi.spyOn(Storage.prototype, 'setItem');
    startApp();
    await importFailed(gone);
    expect(marked).not.toHaveBeenCalled();
    sessionStorage.clear();
  });

  it('keeps the prerendered page when offline', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const marked = vi.spyOn(Storage.prototype, 'setItem');
    const gone = path.join(import.meta.dirname, 'testdata', 'gone.ts');
    page({ ...data, entry: gone }, '/allTool');
    startApp();
    await importFailed(gone);
    expect(marked).not.toHaveBeenCalled();
  });

  it('marks the reload under the key the lazy routes read', () => {
    expect(startApp.toString()).toMatch(new RegExp(`['"]${RELOADED_FOR_KEY}['"]`));
  });
});
