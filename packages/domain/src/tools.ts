import { LOW_STOCK_THRESHOLD } from './constants';
import type { Tool } from './types';

/**
 * A tool nobody can order: its stock is below its minimum order, or, with variants, each one's
 * is (one order takes the minimum of one variant, whatever their sum).
 */
export const isOutOfStock = (tool: Pick<Tool, 'minimumOrder' | 'availableQuantity' | 'option'>) =>
  tool.option?.variants.length
    ? tool.option.variants.every((variant) => variant.stock < tool.minimumOrder)
    : tool.availableQuantity < tool.minimumOrder;

/** A tool's low-stock threshold (LOW_STOCK_THRESHOLD unless an admin set one). */
export const lowStockThresholdOf = (tool: Pick<Tool, 'lowStockThreshold'>) =>
  tool.lowStockThreshold ?? LOW_STOCK_THRESHOLD;

/** A tool whose stock is at or below its low-stock threshold. */
export const isLowStock = (tool: Pick<Tool, 'availableQuantity' | 'lowStockThreshold'>) =>
  tool.availableQuantity <= lowStockThresholdOf(tool);
