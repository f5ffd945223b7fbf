/** When a JWT expires (its `exp` claim), in ms since the epoch. Reads the token; trusts it. */
export function jwtExpiryMillis(token: string): number {
  const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
  return (JSON.parse(atob(payload)) as { exp: number }).exp * 1000;
}
