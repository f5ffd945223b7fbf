/** The dashboards' lists: apart from messages.ts, which every page carries. */
export const LIST_TEXT = {
  loadFailed: 'This list could not be loaded. Reload the page to try again.',
} as const;
