/**
 * The double opt-in's token, shared by the newsletter and back-in-stock e-mails: a random token
 * goes out in the confirmation link, only its hash is stored, and a link confirms when its
 * token hashes to the stored one (compared in constant time).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new token for a confirmation link, and the hash to store. */
export function newOptInToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString('hex');
  return { token, tokenHash: sha256(token) };
}

/** Whether `token` is the one whose hash was stored. */
export function optInTokenMatches(tokenHash: unknown, token: string): boolean {
  const expected = Buffer.from(String(tokenHash ?? ''), 'hex');
  const given = Buffer.from(sha256(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
