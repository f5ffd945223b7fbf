/**
 * Test helpers for the shop's e-mail: the mails maildev received (its REST API), the mail queue
 * and order timelines in Firestore, the retry sweep, and the switch that takes SMTP down.
 */
import type { MailKind } from '@pedalworks/domain/mail';
import type { TimelineEvent } from '@pedalworks/domain/timeline';
import { MAIL_SWEEP_URL } from '../../scripts/lib/emulator-config';
import { maildevApiUrl, maildevControlUrl } from '../../scripts/lib/maildev';
import { adminDb, TRIGGER_POLL } from './emulators';

/** A mail as maildev's REST API answers it (GET /email). */
export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  cc?: { address: string }[];
  bcc?: { address: string }[];
  calculatedBcc: { address: string }[];
  envelope: { to: { address: string }[] };
  headers: Record<string, string>;
}

/** Every mail maildev received whose envelope or headers name `address`. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${maildevApiUrl()}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const mails = (await response.json()) as ReceivedMail[];
  const target = address.toLowerCase();
  return mails.filter(
    (mail) =>
      mail.envelope.to.some((to) => to.address.toLowerCase() === target) ||
      mail.to.some((to) => to.address.toLowerCase() === target),
  );
}

/** The mails maildev received for `address` with this subject. */
export const mailsWith = async (address: string, subject: string): Promise<ReceivedMail[]> =>
  (await mailsTo(address)).filter((mail) => mail.subject === subject);

/** Runs the retry sweep (the emulator's mailSweep function); force skips the back-off. */
export async function sweepMail(force = true): Promise<Record<string, number>> {
  const response = await fetch(`${MAIL_SWEEP_URL}${force ? '?force=1' : ''}`, { method: 'POST' });
  if (!response.ok) throw new Error(`mailSweep answered ${response.status}`);
  return (await response.json()) as Record<string, number>;
}

/** Stops or restarts the test run's maildev (scripts/test.ts). */
export async function maildev(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${maildevControlUrl()}/${action}`, { method: 'POST' });
  const { running } = (await response.json()) as { running: boolean };
  if (running !== (action === 'start')) throw new Error(`maildev did not ${action}`);
}

export interface MailDoc {
  to: string;
  orderId?: string;
  kind?: MailKind;
  message: { subject: string; text: string; html: string };
  delivery: { state: string; attempts: number; error: string | null; endTime: unknown };
}

export async function mailDoc(id: string): Promise<MailDoc | undefined> {
  return (await adminDb().collection('mail').doc(id).get()).data() as MailDoc | undefined;
}

/** The mail queue's documents about an order. */
export async function mailDocsOf(orderId: string): Promise<(MailDoc & { id: string })[]> {
  const snapshot = await adminDb().collection('mail').where('orderId', '==', orderId).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as MailDoc), id: doc.id }));
}

/** An order's timeline, oldest first. */
export async function eventsOf(
  orderId: string,
): Promise<(TimelineEvent<unknown> & { id: string })[]> {
  const snapshot = await adminDb()
    .collection('orders')
    .doc(orderId)
    .collection('events')
    .orderBy('at')
    .get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as TimelineEvent<unknown>), id: doc.id }));
}

const ROUND_MS = 500;

/**
 * Waits until `check` returns a value (not undefined), running the retry sweep between tries:
 * triggers run on their own after a write. Gives up after `tries` rounds, by default as long as
 * TRIGGER_POLL (not a timing test: the rounds only bound a wait for work the emulator does on its
 * own).
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  options: { sweep?: boolean; tries?: number } = {},
): Promise<T> {
  const tries = options.tries ?? TRIGGER_POLL.timeout / ROUND_MS;
  for (let round = 0; round < tries; round += 1) {
    const value = await check();
    if (value !== undefined) return value;
    if (options.sweep) await sweepMail().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, ROUND_MS));
  }
  throw new Error('the expected state was not reached');
}
