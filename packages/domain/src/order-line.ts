/** Apart from variants.ts, which re-exports it: order lists and payment pages need only this. */
import type { Order, Tool, ToolVariant } from './types';

/** 'Size 5 mm': an order's or a variant's option and value. */
export const variantLabel = (variant: { optionName: string; variantValue: string }) =>
  `${variant.optionName} ${variant.variantValue}`;

/** 'Hex key · Size 5 mm', or the tool's name alone: how every screen, mail and CSV names a line. */
export const orderLineName = (
  order: Pick<Order, 'toolName'> & Partial<Pick<Order, 'optionName' | 'variantValue'>>,
): string =>
  order.optionName && order.variantValue
    ? `${order.toolName} · ${variantLabel({ optionName: order.optionName, variantValue: order.variantValue })}`
    : order.toolName;

/** 'Hex key · Size 5 mm': a tool, or one variant of it, named as its orders are. */
export const variantName = (
  tool: Pick<Tool, 'name' | 'option'>,
  variant?: Pick<ToolVariant, 'value'>,
): string =>
  orderLineName({
    toolName: tool.name,
    optionName: variant && tool.option?.name,
    variantValue: variant?.value,
  });
