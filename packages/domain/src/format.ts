import { DESCRIPTION_PREVIEW_LENGTH, PRODUCT_NAME } from './constants';
import type { Tool } from './types';

export function previewDescription(description: string): string {
  return description.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`
    : description;
}

/** Not Intl: its first use loads locale data, a long task on a slow phone at module load. */
export function withThousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Amounts are shown in dollars with $. */
export function formatPrice(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** Here, not in variants.ts, with priceRange: the landing page's bundle has this module already. */
export const priceFrom = (price: number) => `from ${formatPrice(price)}`;

/** The lowest and highest unit price over a tool's variants (both the tool's without any). */
export function priceRange(tool: Pick<Tool, 'price' | 'option'>): { min: number; max: number } {
  const prices = tool.option?.variants.map((variant) => variant.price ?? tool.price) ?? [];
  if (prices.length === 0) return { min: tool.price, max: tool.price };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A tool's price as its card shows it: its one price, or 'from' the lowest of its variants'. */
export function shownPrice(tool: Pick<Tool, 'price' | 'option'>): string {
  const { min, max } = priceRange(tool);
  return min < max ? priceFrom(min) : formatPrice(min);
}

/** An order's price is the tool's unit price times the quantity, rounded to cents. */
export function orderPrice(unitPrice: number, quantity: number): number {
  return Math.round(unitPrice * quantity * 100) / 100;
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Reviews show the first word of the author's name. */
export function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Every route's document title: '<Page> | Pedalworks'. */
export function pageTitle(page: string): string {
  return `${page} | ${PRODUCT_NAME}`;
}

/** A time of day as HH:MM (24 hours, the browser's time zone), e.g. for 'Reserved until 14:32'. */
export function formatTimeOfDay(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** A receipt's (or a checkout's) line: the tool and how many, 'Hex key set × 2'. */
export const receiptLineLabel = (line: { toolName: string; quantity: number }) =>
  `${line.toolName} × ${line.quantity}`;

/** The sum of prices in dollars, added in cents (no floating-point drift: $0.10 + $0.20). */
export const sumPrices = (items: { price: number }[]) =>
  items.reduce((sum, item) => sum + toCents(item.price), 0) / 100;
