/** Sizes and fits: a tool's one option and its variants (docs/data-model.md, Sizes and fits). */
import { priceFrom } from './format';
import { isLowStock, isOutOfStock } from './tools';
import type { Tool, ToolOption, ToolVariant } from './types';

export type { ToolOption, ToolVariant };
export { priceRange } from './format';
export { orderLineName, variantLabel, variantName } from './order-line';

/** The tool page's search parameter naming the variant it shows: `/tool/{id}?variant={variantId}`. */
export const VARIANT_PARAM = 'variant';

/** At most this many values of one option. */
export const VARIANT_MAX = 30;
/** An option's name and a value's text, at most this long. */
export const VARIANT_TEXT_MAX_LENGTH = 40;

/** What an order keeps of its variant, so its label survives a rename or removal. */
export interface OrderVariant {
  variantId: string;
  optionName: string;
  variantValue: string;
}

export const VARIANT_TEXT = {
  optionNameLabel: 'Option name',
  optionNameHint: "For example 'Size' or 'Speeds'",
  valueLabel: 'Value',
  valuePriceLabel: 'Price (blank: the tool’s)',
  addValue: 'Add a value',
  removeValue: 'Remove',
  editorTitle: 'Sizes and fits',
  editorHint: 'Optional: values such as 4 mm, 5 mm, 6 mm, each with its own stock and price.',
  valueNumbered: (position: number) => `Value ${position}`,
  initialStockLabel: 'Stock to start with',
  stockNow: (stock: number) => `In stock now: ${stock} (changes with Restock)`,
  moveUp: (value: string) => `Move ${value || 'this value'} up`,
  moveDown: (value: string) => `Move ${value || 'this value'} down`,
  removeValueOf: (value: string) => `Remove ${value || 'this value'}`,
  saveOption: 'Set sizes and fits',
  removeOption: 'Remove sizes and fits',
  optionSaved: (tool: string) => `Sizes and fits of ${tool} saved`,
  optionRemoved: (tool: string) => `${tool} has no sizes or fits now`,
  optionFailed: 'Sorry, failed to save the sizes and fits',
  valueWithStock: (value: string, stock: number) => `${value}: ${stock} in stock`,
  stockOfValues: (stock: number) => `In stock: ${stock}, the sum of its values’ stock`,
  soldOut: 'Sold out',
  pick: (optionName: string) => `Choose a ${optionName.toLowerCase()}`,
  from: priceFrom,
  variantRequired: (optionName: string) => `Choose a ${optionName.toLowerCase()} first.`,
  unknownVariant: 'That size or fit is not one of this tool’s.',
  optionNameRequired: 'Give the option a name, such as Size.',
  valueRequired: 'Give every value a name.',
  valueDuplicate: 'Two values have the same name.',
  tooManyValues: `A tool has at most ${VARIANT_MAX} values.`,
  textTooLong: `At most ${VARIANT_TEXT_MAX_LENGTH} characters.`,
  removeWithOpenOrders: 'This value has open orders; it can be removed once they are done.',
  optionWithOpenOrders:
    'This tool has open orders; it can be given sizes or fits once they are done.',
} as const;

export const hasVariants = (tool: Pick<Tool, 'option'>): boolean =>
  (tool.option?.variants.length ?? 0) > 0;

export const variantOf = (
  tool: Pick<Tool, 'option'>,
  variantId: string | null | undefined,
): ToolVariant | undefined => tool.option?.variants.find((variant) => variant.id === variantId);

/** A tool with an option needs one of its values; a tool without one takes none. */
export function variantRefusal(
  tool: Pick<Tool, 'option'>,
  variantId: string | null | undefined,
): string | undefined {
  if (!hasVariants(tool)) return variantId ? VARIANT_TEXT.unknownVariant : undefined;
  if (!variantId) return VARIANT_TEXT.variantRequired(tool.option!.name);
  return variantOf(tool, variantId) ? undefined : VARIANT_TEXT.unknownVariant;
}

/** The unit price of a tool, or of one of its variants. */
export const unitPriceOf = (tool: Pick<Tool, 'price'>, variant?: ToolVariant): number =>
  variant?.price ?? tool.price;

/** The stock an order can take: a variant's own, else the tool's. */
export const stockOf = (tool: Pick<Tool, 'availableQuantity'>, variant?: ToolVariant): number =>
  variant ? variant.stock : tool.availableQuantity;

/** Whether nobody can order the variant, or the tool (isOutOfStock). */
export const soldOutOf = (
  tool: Pick<Tool, 'minimumOrder' | 'availableQuantity' | 'option'>,
  variant?: ToolVariant,
): boolean => (variant ? variant.stock < tool.minimumOrder : isOutOfStock(tool));

/** The low-stock alert watches each variant's stock, in the option's order, or the tool's own. */
export const lowStocks = (
  tool: Pick<Tool, 'availableQuantity' | 'lowStockThreshold' | 'option'>,
): boolean[] =>
  (hasVariants(tool) ? tool.option!.variants.map((v) => v.stock) : [tool.availableQuantity]).map(
    (stock) => isLowStock({ lowStockThreshold: tool.lowStockThreshold, availableQuantity: stock }),
  );

/** The tool's stock when it has variants: the sum of theirs. */
export const totalStock = (variants: readonly Pick<ToolVariant, 'stock'>[]): number =>
  variants.reduce((sum, variant) => sum + variant.stock, 0);

/** The option and the tool's total, which the engine writes in one update of the tool. */
export function movedStock(
  option: ToolOption,
  variantId: string,
  delta: number,
): { option: ToolOption; availableQuantity: number } {
  const variants = option.variants.map((variant) =>
    variant.id === variantId ? { ...variant, stock: variant.stock + delta } : variant,
  );
  return { option: { ...option, variants }, availableQuantity: totalStock(variants) };
}
