/** The newsletter's double opt-in (docs/email.md): its answer never tells who subscribed. */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, NEWSLETTER_CONFIRM_DAYS } from '@pedalworks/domain/constants';
import { newsletterConfirmMail } from '@pedalworks/domain/mail';
import { db, transact } from '../lib/admin';
import { queueMail, shopUrl } from './mail';
import { confirmOptIn, deleteStaleOptIns, newOptInToken, sha256 } from './opt-in';

const signups = () => db().collection(COLLECTIONS.newsletter);

/** The confirmation mail's id: one per address (hashed: mail ids show in logs). */
const confirmMailId = (email: string) => `newsletter-${sha256(email).slice(0, 40)}`;

export const confirmUrl = (email: string, token: string) =>
  `${shopUrl.value()}/api/newsletter/confirm?email=${encodeURIComponent(email)}&token=${token}`;

/** Signs `email` (valid, any case) up: unconfirmed, with a confirmation mail; else nothing. */
export async function signUp(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const ref = signups().doc(address);
  await transact(async (transaction) => {
    if ((await transaction.get(ref)).exists) return;
    const { token, tokenHash } = newOptInToken();
    transaction.create(ref, {
      email: address,
      createdAt: FieldValue.serverTimestamp(),
      confirmed: false,
      confirmedAt: null,
      tokenHash,
    });
    queueMail(transaction, {
      id: confirmMailId(address),
      to: address,
      message: newsletterConfirmMail({ confirmUrl: confirmUrl(address, token) }),
      kind: 'newsletter-confirm',
    });
  });
}

/** Confirms a sign-up with the mail's token (confirmOptIn: the token first). */
export const confirm = (email: string, token: string): Promise<boolean> =>
  confirmOptIn(signups().doc(email.trim().toLowerCase()), token, {
    confirmedAt: FieldValue.serverTimestamp(),
  });

/** Deletes sign-ups left unconfirmed for NEWSLETTER_CONFIRM_DAYS, with their mails. */
export function deleteUnconfirmedSignups(now = new Date()): Promise<number> {
  const unconfirmed = signups().where('confirmed', '==', false);
  return deleteStaleOptIns(
    unconfirmed,
    NEWSLETTER_CONFIRM_DAYS,
    (doc) => confirmMailId(doc.id),
    now,
  );
}
