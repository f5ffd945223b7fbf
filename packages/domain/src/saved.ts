/** Saved tools, counted in the same batch so the rules can cap them (docs/saved-and-waits.md). */
export const SAVED_TOOLS_MAX = 100;

export const SAVED_COLLECTIONS = { saved: 'saved', savedCounts: 'savedCounts' } as const;

/** The URL parameter that carries a visitor's click on a heart through sign-in (?save={toolId}). */
export const SAVE_INTENT_PARAM = 'save';

export interface SavedTool {
  toolId: string;
  savedAt?: unknown;
  /** The variant the customer had chosen, if any (variants.ts). */
  variantId?: string;
}

export interface SavedCount {
  count: number;
  /** The tool of the last move (saved or removed), which the rules check against the batch. */
  toolId: string;
}

export const savedToolPath = (uid: string, toolId: string) =>
  `users/${uid}/${SAVED_COLLECTIONS.saved}/${toolId}`;
export const savedCountPath = (uid: string) => `${SAVED_COLLECTIONS.savedCounts}/${uid}`;

export const SAVED_TEXT = {
  title: 'Saved tools',
  save: (tool: string) => `Save ${tool}`,
  unsave: (tool: string) => `Remove ${tool} from saved`,
  saved: (tool: string) => `${tool} is saved`,
  removed: (tool: string) => `${tool} is removed from your saved tools`,
  full: `You can save at most ${SAVED_TOOLS_MAX} tools: remove one to save another.`,
  failed: 'Sorry, failed to update your saved tools',
  empty: 'You have not saved any tools yet.',
  gone: 'This tool is no longer sold.',
  inStock: (quantity: number) => `${quantity} in stock`,
  list: 'Your saved tools',
} as const;
