import { describe, expect, it } from 'vitest';
import { jsonForScript, productListJsonLd, sitemapXml, toolJsonLd } from './seo';
import type { Tool } from './types';

const tool = (overrides: Partial<Tool> = {}): Tool => ({
  _id: 'chain-whip',
  name: 'Chain Whip',
  img: '/tools/chain-whip.svg',
  price: 19,
  description: 'Holds the cassette.',
  minimumOrder: 1,
  availableQuantity: 4,
  category: 'drivetrain',
  ...overrides,
});

describe('productListJsonLd', () => {
  it('lists Products with an absolute image and a USD Offer whose availability follows stock', () => {
    const data = productListJsonLd(
      [
        tool(),
        tool({
          _id: 'gauge',
          name: 'Gauge',
          price: 12.5,
          availableQuantity: 0,
          img: 'https://cdn.test/g.png',
        }),
      ],
      'https://shop.test',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
    });
    expect(data.itemListElement.map(({ position, item }) => [position, item])).toEqual([
      [
        1,
        expect.objectContaining({
          '@type': 'Product',
          name: 'Chain Whip',
          image: 'https://shop.test/tools/chain-whip.svg',
          description: 'Holds the cassette.',
          category: 'Drivetrain',
          offers: expect.objectContaining({
            '@type': 'Offer',
            price: '19.00',
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
          }),
        }),
      ],
      [
        2,
        expect.objectContaining({
          image: 'https://cdn.test/g.png',
          offers: expect.objectContaining({
            price: '12.50',
            availability: 'https://schema.org/OutOfStock',
          }),
        }),
      ],
    ]);
  });

  it('is written so that no text can close its script element', () => {
    const text = jsonForScript(
      productListJsonLd([tool({ name: '</script><script>alert(1)' })], 'https://shop.test'),
    );
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toMatchObject({
      itemListElement: [{ item: { name: '</script><script>alert(1)' } }],
    });
  });
});

describe('toolJsonLd', () => {
  it('describes a tool without variants as one Product', () => {
    expect(toolJsonLd(tool(), 'https://shop.test')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'chain-whip',
      offers: { price: '19.00', availability: 'https://schema.org/InStock' },
    });
  });

  it('describes a tool with variants as a ProductGroup of one Product and Offer per variant', () => {
    const option = {
      name: 'Speeds',
      variants: [
        { id: 'v8', value: '8', stock: 0 },
        { id: 'v11', value: '11', stock: 3, price: 24 },
      ],
    };
    const data = toolJsonLd(tool({ option }), 'https://shop.test');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      productGroupID: 'chain-whip',
      name: 'Chain Whip',
      variesBy: ['https://schema.org/size'],
    });
    expect('hasVariant' in data && data.hasVariant).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        sku: 'chain-whip-v8',
        name: 'Chain Whip · Speeds 8',
        size: '8',
        image: 'https://shop.test/tools/chain-whip.svg',
        offers: expect.objectContaining({
          price: '19.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
        }),
      }),
      expect.objectContaining({
        sku: 'chain-whip-v11',
        size: '11',
        offers: expect.objectContaining({
          price: '24.00',
          availability: 'https://schema.org/InStock',
        }),
      }),
    ]);
  });
});

describe('sitemapXml', () => {
  it('lists absolute URLs of the given paths', () => {
    expect(sitemapXml('https://shop.test', ['/', '/allTool'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.test/</loc></url>',
        '  <url><loc>https://shop.test/allTool</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
