/**
 * The headers of a call the API must know the caller of: their Firebase ID token and, with App
 * Check on, the app's attestation. Built here for every such call (apiFetch, the session
 * cookie's mint), from what the caller has at hand.
 */
export function callerHeaders(token: string | null, attestation: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (attestation) headers['X-Firebase-AppCheck'] = attestation;
  return headers;
}
