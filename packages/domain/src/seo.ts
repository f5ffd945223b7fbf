/** What search engines and link previews read (docs/search-seo.md). */
import { categoryLabel } from './catalogue';
import { CURRENCY, PRODUCT_NAME } from './constants';
import type { Tool } from './types';
import { isOutOfStock } from './tools';
import { hasVariants, unitPriceOf, variantName } from './variants';

/** The public pages' titles (as pageTitle's first part) and meta descriptions. */
export const PAGE_META = {
  home: {
    title: 'Home',
    description: `${PRODUCT_NAME}: workshop-grade bicycle tools for riders who keep their own bikes rolling. Chain, brake, wheel and workshop tools, shipped the next day.`,
  },
  allTools: {
    title: 'Tools',
    description: `Every bicycle tool ${PRODUCT_NAME} sells: drivetrain, brakes, wheels and tyres, bottom brackets and headsets, pumps, multi-tools, cleaning and workshop gear. Search, filter and sort by price.`,
  },
  blog: {
    title: 'Blogs',
    description: `Questions and answers on how the ${PRODUCT_NAME} shop is built: React, Firebase, Firestore rules and card payments.`,
  },
  portfolio: {
    title: 'Portfolio',
    description: `The developer behind ${PRODUCT_NAME}: experience, education and projects.`,
  },
} as const;

export type PublicPage = keyof typeof PAGE_META;

const SCHEMA = 'https://schema.org';

/** A URL made absolute against the site's origin (tool images may be site paths). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}/${pathOrUrl.replace(/^\/+/, '')}`;
}

const offerOf = (price: number, soldOut: boolean) => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: CURRENCY.toUpperCase(),
  availability: soldOut ? `${SCHEMA}/OutOfStock` : `${SCHEMA}/InStock`,
  seller: { '@type': 'Organization', name: PRODUCT_NAME },
});

const productFields = (tool: Tool, siteUrl: string) => ({
  name: tool.name,
  image: absoluteUrl(siteUrl, tool.img),
  description: tool.description,
  ...(tool.category ? { category: categoryLabel(tool.category) } : {}),
  brand: { '@type': 'Brand', name: PRODUCT_NAME },
});

const productOf = (tool: Tool, siteUrl: string) => ({
  '@type': 'Product',
  sku: tool._id,
  ...productFields(tool, siteUrl),
  offers: offerOf(tool.price, isOutOfStock(tool)),
});

export function productListJsonLd(tools: readonly Tool[], siteUrl: string) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    numberOfItems: tools.length,
    itemListElement: tools.map((tool, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productOf(tool, siteUrl),
    })),
  };
}

/** A tool with variants is a ProductGroup, as Google documents variants; sizes vary by `size`. */
export function toolJsonLd(tool: Tool, siteUrl: string) {
  if (!hasVariants(tool)) return { '@context': SCHEMA, ...productOf(tool, siteUrl) };
  return {
    '@context': SCHEMA,
    '@type': 'ProductGroup',
    productGroupID: tool._id,
    ...productFields(tool, siteUrl),
    variesBy: [`${SCHEMA}/size`],
    hasVariant: tool.option!.variants.map((variant) => ({
      '@type': 'Product',
      sku: `${tool._id}-${variant.id}`,
      ...productFields(tool, siteUrl),
      name: variantName(tool, variant),
      size: variant.value,
      offers: offerOf(
        unitPriceOf(tool, variant),
        isOutOfStock({ minimumOrder: tool.minimumOrder, availableQuantity: variant.stock }),
      ),
    })),
  };
}

/** For a `<script>` data block: '<' is escaped, so no tool's text can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function sitemapXml(siteUrl: string, sitePaths: readonly string[]): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const urls = sitePaths.map(
    (sitePath) => `  <url><loc>${escape(absoluteUrl(siteUrl, sitePath))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
