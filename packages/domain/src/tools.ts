import type { Tool } from './types';

/** A tool nobody can order: its stock is below its minimum order. */
export const isOutOfStock = (tool: Pick<Tool, 'minimumOrder' | 'availableQuantity'>) =>
  tool.availableQuantity < tool.minimumOrder;
