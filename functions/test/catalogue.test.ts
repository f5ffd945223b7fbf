/**
 * GET /tool's search, category filter and sort. Each test finds only its own tools through a
 * word unique to the run (`marker`), so parallel tests and the seed never interfere.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_CATEGORY_SLUGS } from '@pedalworks/domain/catalogue';
import { NEXT_PAGE_HEADER } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Tool } from '@pedalworks/domain/types';
import { adminDb, api, createTool, TRIGGER_POLL } from '../../tests/support/emulators';

const marker = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function get(path: string) {
  const response = await api('GET', path);
  expect(response.status, path).toBe(200);
  return { tools: (await response.json()) as Tool[], next: response.headers.get(NEXT_PAGE_HEADER) };
}

const names = async (path: string) => (await get(path)).tools.map((tool) => tool.name);

/** Every page of a list, following the next-page cursor, and how many pages it took. */
async function allPages(path: string, limit: number) {
  const seen: Tool[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page = await get(`${path}&limit=${limit}${after ? `&after=${after}` : ''}`);
    expect(page.tools.length).toBeLessThanOrEqual(limit);
    seen.push(...page.tools);
    after = page.next;
    pages += 1;
  } while (after);
  return { seen, pages };
}

describe('GET /tool?q=', () => {
  const word = marker();
  beforeAll(async () => {
    await createTool({ name: `Cassette Lockring Tool ${word}`, category: 'drivetrain', price: 15 });
    await createTool({ name: `Clé à Pédales ${word}`, category: 'workshop', price: 22 });
    await createTool({
      name: `Chain Whip ${word}`,
      description: 'Holds the cassette while the lockring turns.',
      category: 'drivetrain',
      price: 19,
    });
  });

  it('matches a word prefix of the name or description, whatever the case', async () => {
    expect(await names(`/tool?q=CASS+${word}`)).toEqual([
      `Cassette Lockring Tool ${word}`,
      `Chain Whip ${word}`,
    ]);
    expect(await names(`/tool?q=${word}+lockr`)).toEqual([
      `Cassette Lockring Tool ${word}`,
      `Chain Whip ${word}`,
    ]);
    expect(await names(`/tool?q=${word}+whip+holds`)).toEqual([`Chain Whip ${word}`]);
    // Prefixes of a word only, not its middle.
    expect(await names(`/tool?q=${word}+sette`)).toEqual([]);
    expect(await names(`/tool?q=${word}+chainsaw`)).toEqual([]);
  });

  it('ignores accents on both sides', async () => {
    expect(await names(`/tool?q=${encodeURIComponent(`cle pedale ${word}`)}`)).toEqual([
      `Clé à Pédales ${word}`,
    ]);
    expect(await names(`/tool?q=${encodeURIComponent(`CLÉ PÉD ${word}`)}`)).toEqual([
      `Clé à Pédales ${word}`,
    ]);
  });

  it('filters by category and sorts by name, price either way, or newest', async () => {
    expect(await names(`/tool?q=${word}&category=drivetrain`)).toEqual([
      `Cassette Lockring Tool ${word}`,
      `Chain Whip ${word}`,
    ]);
    expect(await names(`/tool?q=${word}&category=brakes`)).toEqual([]);
    const prices = async (sort: string) =>
      (await get(`/tool?q=${word}&sort=${sort}`)).tools.map((tool) => tool.price);
    expect(await prices('price-asc')).toEqual([15, 19, 22]);
    expect(await prices('price-desc')).toEqual([22, 19, 15]);
    expect(await prices('name')).toEqual([15, 19, 22]);
    // Created one after the other: the newest first.
    expect(await names(`/tool?q=${word}&sort=newest`)).toEqual([
      `Chain Whip ${word}`,
      `Clé à Pédales ${word}`,
      `Cassette Lockring Tool ${word}`,
    ]);
  });

  it('answers tools without their catalogue fields, and a blank search lists everything', async () => {
    const { tools } = await get(`/tool?q=${word}`);
    for (const field of ['searchTokens', 'sortName', 'sortPrice']) {
      expect(tools[0]).not.toHaveProperty(field);
    }
    expect(tools[0]).toHaveProperty('category');
    expect((await get('/tool?q=+!+&limit=3')).tools).toHaveLength(3);
  });

  it('refuses an unknown category or sort, or a search too long, with 400 naming it', async () => {
    const cases: [string, string, string][] = [
      ['category=hammers', 'category', API_ERROR.unknownCategory],
      ['category=Drivetrain', 'category', API_ERROR.unknownCategory],
      ['sort=price', 'sort', API_ERROR.unknownSort],
      ['sort=constructor', 'sort', API_ERROR.unknownSort],
      [`q=${'a'.repeat(101)}`, 'q', API_ERROR.invalidSearch],
    ];
    for (const [query, field, message] of cases) {
      const response = await api('GET', `/tool?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ message, field });
    }
    for (const category of TOOL_CATEGORY_SLUGS) {
      expect((await api('GET', `/tool?category=${category}&limit=1`)).status).toBe(200);
    }
  });
});

describe('a catalogue of 200 tools', () => {
  const word = marker();
  const created: Tool[] = [];

  beforeAll(async () => {
    // Prices with many ties, so the cursor has to break them by id; every other tool 'even'.
    for (let start = 0; start < 200; start += 20) {
      created.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, offset) => {
            const i = start + offset;
            return createTool({
              name: `Paged ${word} ${String(i).padStart(3, '0')}`,
              description: i % 2 === 0 ? 'An even tool.' : 'An odd tool.',
              category: TOOL_CATEGORY_SLUGS[i % TOOL_CATEGORY_SLUGS.length],
              price: 5 + (i % 7),
            });
          }),
        )),
      );
    }
  }, 120_000);

  // The browser tests that run next page through Manage Tools and the catalogue: leave them the
  // shop as it was, not 200 tools more to walk through.
  afterAll(async () => {
    await Promise.all(created.map((tool) => adminDb().collection('tools').doc(tool._id).delete()));
  }, 120_000);

  const ids = (tools: Tool[]) => tools.map((tool) => tool._id).sort();

  it.each(['name', 'price-asc', 'price-desc', 'newest'])(
    'pages through every match once, in order (sort %s)',
    async (sort) => {
      const { seen, pages } = await allPages(`/tool?q=${word}&sort=${sort}`, 12);
      expect(ids(seen)).toEqual(ids(created));
      expect(pages).toBe(17);
      if (sort === 'price-asc' || sort === 'price-desc') {
        const prices = seen.map((tool) => tool.price);
        const sorted = [...prices].sort((a, b) => a - b);
        expect(prices).toEqual(sort === 'price-asc' ? sorted : sorted.reverse());
      }
      if (sort === 'name')
        expect(seen.map((tool) => tool.name)).toEqual(created.map((t) => t.name));
    },
  );

  it('pages a category and a several-word search without duplicates or gaps', async () => {
    const brakes = await allPages(`/tool?q=${word}&category=brakes&sort=price-desc`, 5);
    expect(ids(brakes.seen)).toEqual(ids(created.filter((tool) => tool.category === 'brakes')));

    // The second word is checked on each page read: pages may show fewer, never miss one.
    const even = await allPages(`/tool?q=${word}+even&sort=price-asc`, 12);
    expect(ids(even.seen)).toEqual(
      ids(created.filter((tool) => tool.description.includes('even'))),
    );
    expect(even.pages).toBe(17);
  });

  it('refuses a cursor that is not a tool of the list', async () => {
    const response = await api('GET', `/tool?q=${word}&after=no-such-tool`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: API_ERROR.invalidCursor });
  });
});

// Two polls of a trigger's work (TRIGGER_POLL each).
describe('GET /tool?sort=', () => {
  const word = marker();
  beforeAll(async () => {
    await createTool({ name: `beta ${word}`, price: 10 });
    await createTool({ name: `Zulu ${word}`, price: 20 });
    await createTool({ name: `Éclair ${word}`, price: 30 });
    // Sizes from $5 to $50: its card shows 'from $5.00'.
    const sizes = [
      { id: 'small', value: 'S', stock: 5, price: 5 },
      { id: 'large', value: 'L', stock: 5, price: 50 },
    ];
    await createTool({
      name: `Alpha ${word}`,
      price: 40,
      option: { name: 'Size', variants: sizes },
    });
  });

  it('sorts names whatever their case and accents', async () => {
    expect(await names(`/tool?q=${word}&sort=name`)).toEqual(
      ['Alpha', 'beta', 'Éclair', 'Zulu'].map((name) => `${name} ${word}`),
    );
  });

  it('sorts a tool with sizes by its lowest price', async () => {
    expect(await names(`/tool?q=${word}&sort=price-asc`)).toEqual(
      ['Alpha', 'beta', 'Zulu', 'Éclair'].map((name) => `${name} ${word}`),
    );
    expect(await names(`/tool?q=${word}&sort=price-desc`)).toEqual(
      ['Éclair', 'Zulu', 'beta', 'Alpha'].map((name) => `${name} ${word}`),
    );
  });
});

describe('a tool written without the API (an admin in the browser)', { timeout: 150_000 }, () => {
  it('gets its catalogue fields and creation time from the tools trigger', async () => {
    const word = marker();
    const ref = adminDb().collection('tools').doc(`client-${word}`);
    await ref.set({
      name: `Spoke Key ${word}`,
      img: '/tools/spoke-wrench-set.svg',
      price: 9,
      description: 'Three sizes.',
      minimumOrder: 1,
      availableQuantity: 4,
      category: 'wheels-tyres',
    });
    await expect
      .poll(async () => names(`/tool?q=${word}+spoke&sort=newest`), TRIGGER_POLL)
      .toEqual([`Spoke Key ${word}`]);
    await ref.update({ name: `Nipple Driver ${word}` });
    await expect
      .poll(async () => names(`/tool?q=${word}+nipple`), TRIGGER_POLL)
      .toEqual([`Nipple Driver ${word}`]);
    expect(await names(`/tool?q=${word}+spoke`)).toEqual([]);
    const sizes = [{ id: 'small', value: 'S', stock: 4, price: 4 }];
    await ref.update({ option: { name: 'Size', variants: sizes } });
    await expect.poll(async () => (await ref.get()).get('sortPrice'), TRIGGER_POLL).toBe(4);
  });
});
