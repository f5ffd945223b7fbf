/**
 * What search engines and link previews read: each public page's description, the catalogue's
 * schema.org data (JSON-LD) and the sitemap.
 */
import { categoryLabel } from './catalogue';
import { CURRENCY, PRODUCT_NAME } from './constants';
import type { Tool } from './types';
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

/** An Offer in USD for one unit, its availability following the stock. */
const offerOf = (price: number, stock: number) => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: CURRENCY.toUpperCase(),
  availability: stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
  seller: { '@type': 'Organization', name: PRODUCT_NAME },
});

/** What a tool's Product and ProductGroup share: its name, image, description and brand. */
const productFields = (tool: Tool, siteUrl: string) => ({
  name: tool.name,
  image: absoluteUrl(siteUrl, tool.img),
  description: tool.description,
  ...(tool.category ? { category: categoryLabel(tool.category) } : {}),
  brand: { '@type': 'Brand', name: PRODUCT_NAME },
});

/** A tool as a schema.org Product with its Offer (the tool's own price and stock). */
const productOf = (tool: Tool, siteUrl: string) => ({
  '@type': 'Product',
  sku: tool._id,
  ...productFields(tool, siteUrl),
  offers: offerOf(tool.price, tool.availableQuantity),
});

/**
 * A list of tools as schema.org data: an ItemList of Products, each with its name, image,
 * description, category and an Offer in USD whose availability follows the stock.
 */
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

/**
 * A tool page's schema.org data: a Product, or, for a tool with variants, a ProductGroup as
 * Google documents product variants (productGroupID, variesBy, and hasVariant: one Product per
 * variant with its name, sku, size and Offer at its own price and stock). Its values are sizes
 * and fits, so they vary by schema.org's `size`.
 */
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
      offers: offerOf(unitPriceOf(tool, variant), variant.stock),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` data block: '<' escaped so no text of a
 * tool can close the element (the JSON means the same).
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The sitemap of the given site paths. */
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
