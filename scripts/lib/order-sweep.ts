/**
 * The emulator-only HTTP function that runs the order expiry sweep (functions/src/index.ts
 * expireOrdersNow), under the functions emulator's http://host:port/{project}: `npm start`
 * calls it every minute, since the emulator runs no schedules; the tests call it on demand.
 */
export const ORDER_SWEEP_PATH = '/us-central1/expireOrdersNow';
