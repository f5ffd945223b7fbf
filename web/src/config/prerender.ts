/** Marks a #root whose markup is the prerendered page itself, for React to hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * Where the web build writes each chunk's modules and their sizes, under web/dist (a dot folder:
 * Hosting never serves it), for the bench's bundle report.
 */
export const MODULE_REPORT = '.vite/modules.json';
/** The id of the JSON data block of a page rendered with its data (src/lib/initial-data.ts). */
export const INITIAL_DATA_ID = 'initial-data';
