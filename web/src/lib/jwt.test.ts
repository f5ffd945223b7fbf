import { describe, expect, it } from 'vitest';
import { jwtExpiryMillis } from './jwt';

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('jwtExpiryMillis', () => {
  it('reads exp from a base64url payload without padding, in ms', () => {
    // '?>' encodes to '-' and '_' in base64url: the decoder must turn them back.
    const payload = base64url(JSON.stringify({ sub: '?>?>', exp: 1_800_000_000 }));
    expect(payload).toMatch(/[-_]/);
    expect(jwtExpiryMillis(`header.${payload}.signature`)).toBe(1_800_000_000_000);
  });
});
