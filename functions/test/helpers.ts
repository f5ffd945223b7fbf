/** Calls the API the way the web app does: through Hosting's /api rewrite. */
export const HOSTING_URL = 'http://127.0.0.1:5000';

export function api(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  return fetch(`${HOSTING_URL}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
