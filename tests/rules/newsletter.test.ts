/** Newsletter: anyone adds a valid email once, under its lower-cased form; nobody reads it. */
import { TEXT_FIELD_MAX_LENGTH } from '@pedalworks/domain/constants';
import { Timestamp, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { subscribe } from './support/client-writes';
import { allowed, denied, useRulesEnv, visitorDb } from './support/rules-env';

const rules = useRulesEnv();
const longEmail = (length: number) =>
  `${'a'.repeat(length - '@pedalworks.test'.length)}@pedalworks.test`;

describe('signing up to the newsletter', () => {
  it.each([
    ['a plain email', 'rider@pedalworks.test', true],
    ['a mixed-case email', 'Rider@Pedalworks.Test', true],
    [`an email of ${TEXT_FIELD_MAX_LENGTH} characters`, longEmail(TEXT_FIELD_MAX_LENGTH), true],
    [
      `an email of ${TEXT_FIELD_MAX_LENGTH + 1} characters`,
      longEmail(TEXT_FIELD_MAX_LENGTH + 1),
      false,
    ],
    ['no at sign', 'rider.pedalworks.test', false],
    ['no domain dot', 'rider@pedalworks', false],
    ['a space', 'ri der@pedalworks.test', false],
  ])('with %s is allowed: %s', async (_case, email, ok) => {
    await (ok ? allowed : denied)(subscribe(visitorDb(rules()), email));
  });

  it.each([
    ['an email unlike the id', { email: 'other@pedalworks.test' }],
    ['an email as a number', { email: 42 }],
    ['a client clock createdAt', { createdAt: Timestamp.now() }],
    ['an extra field', { source: 'landing' }],
  ])('with %s is denied', async (_case, tamper) => {
    await denied(subscribe(visitorDb(rules()), 'rider@pedalworks.test', tamper));
  });

  it('the id must be the lower-cased email', async () => {
    const db = visitorDb(rules());
    await denied(
      setDoc(doc(db, 'newsletter', 'Rider@pedalworks.test'), {
        email: 'Rider@pedalworks.test',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('signing up twice is refused: the list is create-only', async () => {
    await allowed(subscribe(visitorDb(rules()), 'rider@pedalworks.test'));
    await denied(subscribe(visitorDb(rules()), 'rider@pedalworks.test'));
  });
});
