import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { LANDING_ROUTES, pathnamePattern } from '@/config/routes';
import { BOOT_DATA_ID } from './boot';
import { bootData, START_SCRIPT, withStartScript, type BuiltChunk } from './boot-data';

const SRC = '/repo/web/src';
const chunk = (fileName: string, modules: string[], imports: string[] = []): BuiltChunk => ({
  fileName,
  imports,
  moduleIds: modules.map((module) => `${SRC}/${module}`),
});

/** A build: every route module in a chunk of its own, Firebase Auth shared with the session. */
const CHUNKS: BuiltChunk[] = [
  chunk('assets/index.js', ['main.tsx'], ['assets/react.js']),
  chunk('assets/react.js', ['/repo/node_modules/react/index.js']),
  chunk('assets/styles.js', ['theme/theme.ts'], ['assets/react.js']),
  chunk('assets/app.js', ['app/start.tsx', 'app/router.tsx'], ['assets/react.js']),
  chunk('assets/session.js', ['lib/session.ts', 'lib/firebase.ts'], ['assets/react.js']),
  ...[...new Set(LANDING_ROUTES.map((route) => route.module))].map((module) =>
    chunk(
      `assets/${module.replace('/', '-')}.js`,
      [`app/routes/${module}.tsx`],
      ['assets/react.js'],
    ),
  ),
  chunk('assets/firestore-layout.js', ['app/routes/firestore-layout.tsx'], ['assets/session.js']),
  chunk('assets/dashboard-layout.js', ['app/routes/dashboard/layout.tsx']),
  // The signed-in parts (`signedIn` in the route table), each sharing a chunk with another.
  chunk(
    'assets/order-form.js',
    ['features/orders/components/order-form.tsx'],
    ['assets/formik.js', 'assets/react.js'],
  ),
  chunk(
    'assets/profile-fields.js',
    ['features/profile/components/profile-fields.tsx'],
    ['assets/formik.js'],
  ),
  chunk('assets/formik.js', ['/repo/node_modules/formik/index.js']),
  chunk(
    'assets/my-orders.js',
    ['features/orders/components/my-orders.tsx'],
    ['assets/dashboard-layout.js', 'assets/firestore-sdk.js'],
  ),
  chunk('assets/firestore-sdk.js', ['/repo/node_modules/firebase/firestore.js']),
];

const filesOf = (data: ReturnType<typeof bootData>, pathname: string) =>
  data.routes.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1];

describe('the start data of a build', () => {
  const data = bootData(CHUNKS, 'assets/index.js');

  it('preloads the entry, its imports and the app it imports dynamically', () => {
    expect(data.entry).toBe('/assets/index.js');
    expect(data.preload).toEqual(['/assets/index.js', '/assets/react.js', '/assets/app.js']);
  });

  it('fails the build when no chunk holds the app', () => {
    expect(() => bootData(CHUNKS.slice(0, 2), 'assets/index.js')).toThrow(
      /No chunk holds src\/app\/start \(the entry\)/,
    );
  });

  it.each(['assets/app.js', 'assets/styles.js'])(
    'fails the build when the entry imports %s statically, even through another chunk',
    (later) => {
      const chunks = CHUNKS.map((built) =>
        built.fileName === 'assets/react.js' ? { ...built, imports: [later] } : built,
      );
      expect(() => bootData(chunks, 'assets/index.js')).toThrow(
        new RegExp(
          `The entry imports ${later}, which holds src/(app/start|theme/theme), statically`,
        ),
      );
    },
  );

  it("gives each landing page its route's chunks and their imports, not the entry's", () => {
    expect(filesOf(data, '/allTool')).toEqual(['/assets/all-tools.js']);
    expect(filesOf(data, '/tool/torque-wrench')).toEqual(['/assets/session.js', '/assets/tool.js']);
    expect(filesOf(data, '/dashboard/orders')).toEqual([
      '/assets/session.js',
      '/assets/dashboard-layout.js',
      '/assets/dashboard-orders.js',
    ]);
    expect(filesOf(data, '/dashboard/manageOrder')).toEqual([
      '/assets/session.js',
      '/assets/firestore-layout.js',
      '/assets/dashboard-layout.js',
      '/assets/dashboard-manage-orders.js',
    ]);
    expect(data.routes.map(([pattern]) => pattern)).toEqual(
      LANDING_ROUTES.map((route) => pathnamePattern(route.path)),
    );
  });

  it("adds the chunks of a page's signed-in part apart, without those its first view has", () => {
    const signedInOf = (pathname: string) =>
      data.routes.find(([pattern]) => new RegExp(pattern).test(pathname))?.[2];
    expect(signedInOf('/tool/torque-wrench')).toEqual([
      '/assets/order-form.js',
      '/assets/formik.js',
    ]);
    expect(signedInOf('/dashboard')).toEqual(['/assets/profile-fields.js', '/assets/formik.js']);
    expect(signedInOf('/dashboard/orders')).toEqual([
      '/assets/my-orders.js',
      '/assets/firestore-sdk.js',
    ]);
    expect(signedInOf('/allTool')).toBeUndefined();
    expect(data.session).toBe(ACCESS_TOKEN_KEY);
  });

  it("lists a page's larger chunks first", () => {
    const sdk = { ...chunk('assets/firestore-sdk.js', []), code: 'x'.repeat(100) };
    const sized = CHUNKS.map((built) => (built.fileName === sdk.fileName ? sdk : built));
    const [, , later] = bootData(sized, 'assets/index.js').routes.find(([pattern]) =>
      new RegExp(pattern).test('/dashboard/orders'),
    )!;
    expect(later?.[0]).toBe('/assets/firestore-sdk.js');
  });

  it('fails the build when a route module is in no chunk', () => {
    expect(() => bootData(CHUNKS.slice(0, 4), 'assets/index.js')).toThrow(/No chunk holds/);
  });
});

describe('the page with the start script', () => {
  const data = bootData(CHUNKS, 'assets/index.js');
  const html =
    '<html><head><title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>' +
    '\n    <link rel="modulepreload" crossorigin href="/assets/react.js"></head><body></body></html>';

  it("replaces Vite's entry tags by the data block and the inline script", () => {
    const out = withStartScript(html, data);
    expect(out).not.toContain('src="/assets/index.js"');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain(`<script type="module">${START_SCRIPT}</script></head>`);
    const block = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`);
    expect(JSON.parse(block.exec(out)![1]!)).toEqual(data);
  });

  it('escapes < in the data block', () => {
    const out = withStartScript(html, {
      ...data,
      entry: '/assets/index.js',
      preload: ['</script>'],
    });
    expect(out).toContain('\\u003c/script>');
  });

  it('refuses a page without the entry script', () => {
    expect(() => withStartScript('<html><head></head></html>', data)).toThrow(/no entry script/);
  });
});
