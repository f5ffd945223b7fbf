/** Marks a #root whose markup is the prerendered page itself, for React to hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
