/** Built here for every call the API must know the caller of (apiFetch, the session cookie). */
export function callerHeaders(token: string | null, attestation: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (attestation) headers['X-Firebase-AppCheck'] = attestation;
  return headers;
}
