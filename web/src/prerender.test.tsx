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
});
