import { SEED_TOOLS } from './seed-data';

/** The line of `npm start` that says the shop is ready. */
export const READY_BANNER = 'Pedalworks is running';
/** What must answer 200 through Hosting before the banner: the API, then the `ssr` pages. */
export const READY_PATHS = ['/api/tool', '/allTool', `/tool/${SEED_TOOLS[0]!._id}`];
