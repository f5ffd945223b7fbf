import { describe, expect, it } from 'vitest';
import { pageHtml, type Prerendered } from './prerender';

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

describe('pageHtml', () => {
  it("puts a tool's text with $& and $' in the page as it is", () => {
    // React writes `&` as &amp; (so a name's `$&` arrives as `$&amp;`); the data block is JSON.
    const name = "Spoke key $&amp; $' $` $$";
    const description = "Holds $' and $& and $1";
    const page: Prerendered = {
      html: `<title>${name}</title><main><h1>${name}</h1></main>`,
      head: '<style>x{}</style>',
      apiPreloads: ['/tool/abc'],
      data: { '/tool/abc': { body: { name, description } } },
      personal: false,
      status: 200,
      complete: true,
    };
    const out = pageHtml(TEMPLATE, '/tool/abc', page);
    expect(out.match(/<\/head>/g)).toHaveLength(1);
    expect(out.match(/<div id="root"/g)).toHaveLength(1);
    expect(out).toContain(`<title>${name}</title>`);
    expect(out).toContain(JSON.stringify(description));
    expect(out).toContain(`<h1>${name}</h1></main></div></body></html>`);
    expect(out.indexOf('<title>')).toBeLessThan(out.indexOf('</head>'));
  });

  it('names the customer a page was rendered for beside its answers, and no one else', () => {
    const page: Prerendered = {
      html: '<main><h1>Cart</h1></main>',
      head: '',
      apiPreloads: [],
      data: { '/order?limit=13': { body: [], version: 4 } },
      uid: 'rider-uid',
      personal: true,
      status: 200,
      complete: true,
    };
    const out = pageHtml(TEMPLATE, '/dashboard/orders', page);
    const block = /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(out);
    expect(JSON.parse(block![1]!)).toEqual({
      answers: { '/order?limit=13': { body: [], version: 4 } },
      uid: 'rider-uid',
    });
    // A session read is never preloaded: a preload would go without the customer's token.
    expect(out).not.toContain('rel="preload"');
  });
});
