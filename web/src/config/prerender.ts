/** Marks a #root whose markup is the prerendered page itself, for React to hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Chunk contents for the bench, under web/dist in a dot folder, which Hosting never serves. */
export const MODULE_REPORT = '.vite/modules.json';
/** The id of the JSON data block of a page rendered with its data (src/lib/initial-data.ts). */
export const INITIAL_DATA_ID = 'initial-data';
