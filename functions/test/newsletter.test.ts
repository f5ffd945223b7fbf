/**
 * Newsletter double opt-in through the API: a sign-up mails a confirmation link, only the link
 * confirms, the answer never tells whether an address was on the list, and unconfirmed
 * sign-ups go after NEWSLETTER_CONFIRM_DAYS.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_DAYS } from '@pedalworks/domain/constants';
import { MAIL_TEXT } from '@pedalworks/domain/mail';
import { NOTICE } from '@pedalworks/domain/messages';
import { NEWSLETTER_TEXT, VALIDATION } from '@pedalworks/domain/form-messages';
import { HOSTING_URL } from '../../scripts/lib/emulator-config';
import { adminDb, api } from '../../tests/support/emulators';
import { sweepMail, type MailDoc } from '../../tests/support/mail';

const signup = (email: string) => adminDb().collection('newsletter').doc(email.toLowerCase()).get();

const signUp = async (email: string) => {
  const response = await api('POST', '/newsletter', { body: { email } });
  return { status: response.status, body: (await response.json()) as unknown };
};

/**
 * The confirmation mails queued for `email` (the mail queue: their delivery is
 * mail.test.ts's business, and SMTP may be down for its outage test meanwhile).
 */
const confirmations = async (email: string) =>
  (await adminDb().collection('mail').where('to', '==', email).get()).docs
    .map((doc) => doc.data() as MailDoc)
    .filter((mail) => mail.message.subject === MAIL_TEXT.subject.newsletterConfirm)
    .map((mail) => mail.message);

const linkIn = (text: string) => /https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/.exec(text)![0];

describe('newsletter double opt-in', { timeout: 120_000 }, () => {
  it('a sign-up mails a link; only the link confirms the address', async () => {
    const email = `news-${randomUUID().slice(0, 8)}@pedalworks.test`;
    expect(await signUp(email.toUpperCase())).toEqual({
      status: 202,
      body: { message: NOTICE.newsletterSubscribed },
    });
    expect((await signup(email)).data()).toMatchObject({ email, confirmed: false });

    const [mail, ...more] = await confirmations(email);
    expect(more).toHaveLength(0);
    const link = linkIn(mail!.text);
    expect(mail!.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const forged = new URL(link);
    forged.searchParams.set('token', 'f'.repeat(48));
    const refused = await fetch(`${HOSTING_URL}${forged.pathname}${forged.search}`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(NEWSLETTER_TEXT.invalid);
    expect((await signup(email)).data()?.confirmed).toBe(false);

    const url = new URL(link);
    const confirmed = await fetch(`${HOSTING_URL}${url.pathname}${url.search}`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(NEWSLETTER_TEXT.confirmed);
    expect((await signup(email)).data()).toMatchObject({ confirmed: true });
  });

  it('answers the same for a new, a waiting and a confirmed address, and mails once', async () => {
    const email = `again-${randomUUID().slice(0, 8)}@pedalworks.test`;
    const first = await signUp(email);
    const [mail] = await confirmations(email);
    const waiting = await signUp(email);
    const url = new URL(linkIn(mail!.text));
    expect((await fetch(`${HOSTING_URL}${url.pathname}${url.search}`)).status).toBe(200);
    const subscribed = await signUp(email);
    expect(waiting).toEqual(first);
    expect(subscribed).toEqual(first);
    expect(await confirmations(email)).toHaveLength(1);
  });

  it('a wrong token answers a confirmed address exactly as an unknown one', async () => {
    const email = `known-${randomUUID().slice(0, 8)}@pedalworks.test`;
    await signUp(email);
    const [mail] = await confirmations(email);
    const url = new URL(linkIn(mail!.text));
    expect((await fetch(`${HOSTING_URL}${url.pathname}${url.search}`)).status).toBe(200);
    const answer = async (address: string, token: string) => {
      const link = new URL(url);
      link.searchParams.set('email', address);
      link.searchParams.set('token', token);
      const response = await fetch(`${HOSTING_URL}${link.pathname}${link.search}`);
      return { status: response.status, body: await response.text() };
    };
    const wrong = 'f'.repeat(48);
    const confirmed = await answer(email, wrong);
    expect(confirmed).toEqual(
      await answer(`nobody-${randomUUID().slice(0, 8)}@pedalworks.test`, wrong),
    );
    expect(confirmed.status).toBe(404);
    // The right link still answers as it did: clicking it twice confirms once.
    expect((await fetch(`${HOSTING_URL}${url.pathname}${url.search}`)).status).toBe(200);
  });

  it('refuses an invalid address with the form’s message and stores nothing', async () => {
    const { status, body } = await signUp('not-an-address');
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: VALIDATION.emailInvalid });
    expect((await signup('not-an-address')).exists).toBe(false);
  });

  it(`deletes sign-ups unconfirmed for ${NEWSLETTER_CONFIRM_DAYS} days, and keeps the rest`, async () => {
    const stale = `stale-${randomUUID().slice(0, 8)}@pedalworks.test`;
    const fresh = `fresh-${randomUUID().slice(0, 8)}@pedalworks.test`;
    const old = `old-${randomUUID().slice(0, 8)}@pedalworks.test`;
    const days = (n: number) => new Date(Date.now() - n * 86_400_000 - 60_000);
    const db = adminDb().collection('newsletter');
    await Promise.all([
      db
        .doc(stale)
        .set({ email: stale, createdAt: days(NEWSLETTER_CONFIRM_DAYS), confirmed: false }),
      db
        .doc(fresh)
        .set({ email: fresh, createdAt: days(NEWSLETTER_CONFIRM_DAYS - 1), confirmed: false }),
      db.doc(old).set({ email: old, createdAt: days(30), confirmed: true }),
    ]);
    expect((await sweepMail(false)).newsletterDeleted).toBeGreaterThanOrEqual(1);
    expect((await signup(stale)).exists).toBe(false);
    expect((await signup(fresh)).exists).toBe(true);
    expect((await signup(old)).exists).toBe(true);
  });
});
