/** Delivers the mail queue over SMTP at least once, as docs/email.md tells. */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import nodemailer, { type Transporter } from 'nodemailer';
import pLimit from 'p-limit';
import {
  INVALID_RECIPIENT,
  MAILS_TO_UNVERIFIED,
  MAIL_SKIP_REASON,
  MAIL_STATE,
  RATE_LIMITED_MAILS,
  mailAddress,
  mailMessageId,
  singleLine,
  type FailedMail,
  type MailDeliveryCounts,
  type MailKind,
} from '@pedalworks/domain/mail';
import {
  COLLECTIONS,
  MAIL_FUNCTION_TIMEOUT_SECONDS,
  MAIL_PROCESSING_TIMEOUT_MS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_CAP_MS,
  MAIL_RETRY_HORIZON_MS,
  MAIL_SWEEP_CONCURRENCY,
  MAIL_SWEEP_PAGE_SIZE,
  MAIL_WINDOW_MS,
  ORDER_MAILS_PER_HOUR,
} from '@pedalworks/domain/constants';
import { FAILED_MAIL_TEXT } from '@pedalworks/domain/mail';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Caller } from '../lib/caller';
import { recordStaffChange } from './audit';
import { auth, db, transact } from '../lib/admin';
import { HttpError } from '../lib/errors';
import { mailCollection } from './mail';
import { putEvent } from './timeline';

/** smtp(s)://user:password@host:port of the SMTP server; locally maildev (scripts/lib/maildev). */
export const smtpUrl = defineSecret('SMTP_URL');
export const mailFrom = defineString('MAIL_FROM', {
  default: 'Pedalworks <no-reply@pedalworks.test>',
});

/** What a mail document holds (the Trigger Email extension's fields and ours). */
interface MailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
  orderId?: string;
  kind?: MailKind;
  delivery: {
    state: string;
    attempts: number;
    error: string | null;
    nextAttemptAt?: Timestamp | null;
    leaseUntil?: Timestamp | null;
    /** When the first attempt since queueing (or since an admin's resend) was made. */
    firstAttemptAt?: Timestamp | null;
    /** Counted in its recipient's hourly window already (a retry is not counted again). */
    admitted?: boolean;
    endTime?: Timestamp | null;
  };
}

/** Something that sends a message (nodemailer's transporter; tests may pass another). */
export type MailSender = Pick<Transporter, 'sendMail'>;

let transport: { url: string; sender: MailSender } | undefined;

/** The SMTP transporter, built once per URL. */
export function smtpSender(): MailSender {
  const url = smtpUrl.value();
  if (!url) throw new Error('SMTP_URL is not set: mail cannot be sent');
  if (transport?.url !== url) {
    transport = {
      url,
      sender: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return transport.sender;
}

/** The wait before attempt n + 1 after n failed attempts: 1, 2, 4, ... minutes, capped. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_CAP_MS);
}

/** Pending and due (any pending mail with `force`), or claimed by a sender that died. */
function claimable(mail: MailDocument | undefined, now: number, force: boolean): boolean {
  if (!mail) return false;
  const { state, nextAttemptAt, leaseUntil } = mail.delivery;
  if (state === MAIL_STATE.pending) {
    return force || !nextAttemptAt || nextAttemptAt.toMillis() <= now;
  }
  if (state === MAIL_STATE.processing) return !!leaseUntil && leaseUntil.toMillis() <= now;
  return false;
}

/** Auth being unreachable is an error, not a no: the mail stays pending for the next attempt. */
async function isVerifiedAddress(address: string): Promise<boolean> {
  try {
    return (await auth().getUserByEmail(address)).emailVerified;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return false;
    throw error;
  }
}

/** The recipient's order-mail window of the hour of `now`: mailWindows/{address hash}_{hour}. */
function mailWindow(address: string, now: number) {
  const start = Math.floor(now / MAIL_WINDOW_MS) * MAIL_WINDOW_MS;
  const key = createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
  return {
    ref: db()
      .collection(COLLECTIONS.mailWindows)
      .doc(`${key.slice(0, 40)}_${start}`),
    // The TTL policy on expiresAt (firestore.indexes.json) deletes past windows.
    expiresAt: Timestamp.fromMillis(start + 2 * MAIL_WINDOW_MS),
  };
}

const orderRefOf = (mail: MailDocument) =>
  mail.orderId ? db().collection(COLLECTIONS.orders).doc(mail.orderId) : null;

export type DeliveryOutcome = keyof MailDeliveryCounts;

export interface DeliveryOptions {
  /** Another sender than SMTP_URL's transporter. */
  sender?: () => MailSender;
  /** Ignore the back-off: a pending mail is due now (the test run's and npm start's sweep). */
  force?: boolean;
}

type Claim =
  { mail: MailDocument; attempts: number; firstAttemptAt: number } | { skipped: true } | undefined;

/** Claims mail/{id} for one attempt, or skips it for good (unverified, hourly window full). */
function claimMail(ref: DocumentReference, verified: boolean, force: boolean): Promise<Claim> {
  return transact(async (transaction): Promise<Claim> => {
    const now = Date.now();
    const mail = (await transaction.get(ref)).data() as MailDocument | undefined;
    if (!mail || !claimable(mail, now, force)) return undefined;
    const counted = !!mail.kind && RATE_LIMITED_MAILS.includes(mail.kind);
    const window = counted && !mail.delivery.admitted ? mailWindow(mail.to, now) : undefined;
    const sent: unknown = window ? (await transaction.get(window.ref)).get('count') : 0;
    const full = typeof sent === 'number' && sent >= ORDER_MAILS_PER_HOUR;
    const skipReason = !verified
      ? MAIL_SKIP_REASON.unverified
      : full
        ? MAIL_SKIP_REASON.rateLimited
        : undefined;
    if (skipReason) {
      const orderRef = orderRefOf(mail);
      const order = orderRef && mail.kind ? await transaction.get(orderRef) : undefined;
      transaction.update(ref, {
        'delivery.state': MAIL_STATE.skipped,
        'delivery.skipReason': skipReason,
        'delivery.endTime': Timestamp.fromMillis(now),
        'delivery.leaseUntil': null,
      });
      if (order?.exists) {
        putEvent(
          transaction,
          order.ref,
          { type: 'mail-skipped', by: 'system', details: { mail: mail.kind, skipReason } },
          `mail-skipped-${ref.id}`,
        );
      }
      return { skipped: true };
    }
    if (window) {
      transaction.set(window.ref, {
        count: (typeof sent === 'number' ? sent : 0) + 1,
        expiresAt: window.expiresAt,
      });
    }
    const attempts = (mail.delivery.attempts ?? 0) + 1;
    const firstAttemptAt = mail.delivery.firstAttemptAt?.toMillis() ?? now;
    transaction.update(ref, {
      'delivery.state': MAIL_STATE.processing,
      'delivery.attempts': attempts,
      'delivery.startTime': Timestamp.fromMillis(now),
      'delivery.firstAttemptAt': Timestamp.fromMillis(firstAttemptAt),
      'delivery.leaseUntil': Timestamp.fromMillis(now + MAIL_PROCESSING_TIMEOUT_MS),
      ...(window ? { 'delivery.admitted': true } : {}),
    });
    return { mail, attempts, firstAttemptAt };
  });
}

/** 'skipped' also when the mail is not due or another delivery has it. */
export async function deliverMail(
  id: string,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const sender = options.sender ?? smtpSender;
  const ref = mailCollection().doc(id);
  const force = options.force ?? false;
  // Auth is no part of a transaction: its answer is read first, for a mail that is due.
  const seen = (await ref.get()).data() as MailDocument | undefined;
  if (!seen || !claimable(seen, Date.now(), force)) return 'skipped';
  const verified =
    (!!seen.kind && MAILS_TO_UNVERIFIED.includes(seen.kind)) || (await isVerifiedAddress(seen.to));
  const claim = await claimMail(ref, verified, force);
  if (!claim || 'skipped' in claim) return 'skipped';
  const { mail, attempts, firstAttemptAt } = claim;

  let error: string | undefined;
  let info: { messageId?: string; accepted?: unknown[]; rejected?: unknown[] } = {};
  try {
    info = await sender().sendMail({
      from: mailFrom.value(),
      // An address object: nodemailer does not parse it for names or further recipients.
      to: { name: '', address: mailAddress(mail.to) },
      subject: singleLine(mail.message.subject),
      text: mail.message.text,
      html: mail.message.html,
      messageId: mailMessageId(id, mailFrom.value()),
    });
    if (info.rejected?.length) error = `rejected by the server: ${info.rejected.join(', ')}`;
  } catch (caught) {
    error = singleLine((caught as Error).message ?? String(caught)).slice(0, 500);
  }

  const now = Date.now();
  const final =
    error === undefined ||
    error === INVALID_RECIPIENT ||
    now - firstAttemptAt >= MAIL_RETRY_HORIZON_MS;
  const orderRef = orderRefOf(mail);
  await transact(async (transaction) => {
    if (error === undefined) {
      transaction.update(ref, {
        'delivery.state': MAIL_STATE.success,
        'delivery.error': null,
        'delivery.endTime': Timestamp.fromMillis(now),
        'delivery.leaseUntil': null,
        'delivery.info': {
          messageId: info.messageId ?? null,
          accepted: (info.accepted ?? []).map(String),
          rejected: [],
        },
      });
    } else if (final) {
      transaction.update(ref, {
        'delivery.state': MAIL_STATE.error,
        'delivery.error': error,
        'delivery.endTime': Timestamp.fromMillis(now),
        'delivery.leaseUntil': null,
      });
    } else {
      transaction.update(ref, {
        'delivery.state': MAIL_STATE.pending,
        'delivery.error': error,
        'delivery.leaseUntil': null,
        'delivery.nextAttemptAt': Timestamp.fromMillis(now + retryDelayMs(attempts)),
      });
    }
    if (orderRef && final && mail.kind) {
      const sent = error === undefined;
      putEvent(
        transaction,
        orderRef,
        {
          type: sent ? 'mail-sent' : 'mail-failed',
          by: 'system',
          details: { mail: mail.kind, attempts },
        },
        // One per mail: an order may get two of a kind (two refunds, two tracking fixes).
        `${sent ? 'mail-sent' : 'mail-failed'}-${ref.id}`,
      );
    }
  });
  if (error === undefined) return 'sent';
  return final ? 'failed' : 'retry';
}

type Counts = MailDeliveryCounts;
const noCounts = (): Counts => ({ sent: 0, retry: 0, failed: 0, skipped: 0 });

/**
 * `query` is ordered, so that a cursor pages it; a mail is tried once per call, even if its retry
 * makes it due again, and what `deadline` leaves waits for the next sweep.
 */
async function deliverAll(
  query: Query,
  options: DeliveryOptions,
  deadline: number,
  counts: Counts,
  seen = new Set<string>(),
): Promise<void> {
  let cursor: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  while (Date.now() < deadline) {
    const page = await (cursor ? query.startAfter(cursor) : query)
      .limit(MAIL_SWEEP_PAGE_SIZE)
      .get();
    const ids = page.docs.map((doc) => doc.id).filter((id) => !seen.has(id));
    ids.forEach((id) => seen.add(id));
    await pLimit(MAIL_SWEEP_CONCURRENCY).map(ids, async (id) => {
      counts[await deliverMail(id, options)] += 1;
    });
    if (page.size < MAIL_SWEEP_PAGE_SIZE) return;
    cursor = page.docs[page.docs.length - 1];
  }
}

/** How long a sweep or a resend keeps paging: within its function's timeout, with margin. */
const sweepDeadline = (seconds = MAIL_FUNCTION_TIMEOUT_SECONDS) =>
  Date.now() + seconds * 1000 * 0.8;

/** What is due: pending past its back-off, or claimed by a sender that died. */
export async function retryPendingMail(options: DeliveryOptions = {}): Promise<Counts> {
  const now = Timestamp.now();
  const counts = noCounts();
  const deadline = sweepDeadline();
  const pending = mailCollection().where('delivery.state', '==', MAIL_STATE.pending);
  const seen = new Set<string>();
  await deliverAll(
    (options.force ? pending : pending.where('delivery.nextAttemptAt', '<=', now)).orderBy(
      'delivery.nextAttemptAt',
    ),
    options,
    deadline,
    counts,
    seen,
  );
  await deliverAll(
    mailCollection()
      .where('delivery.state', '==', MAIL_STATE.processing)
      .where('delivery.leaseUntil', '<=', now)
      .orderBy('delivery.leaseUntil'),
    options,
    deadline,
    counts,
    seen,
  );
  return counts;
}

const failedMail = () => mailCollection().where('delivery.state', '==', MAIL_STATE.error);

export async function listFailedMail(limit: number): Promise<FailedMail[]> {
  const snapshot = await failedMail().limit(limit).get();
  return snapshot.docs.map((doc) => {
    const mail = doc.data() as MailDocument;
    return {
      id: doc.id,
      to: mail.to,
      subject: mail.message.subject,
      error: mail.delivery.error ?? null,
      attempts: mail.delivery.attempts ?? 0,
      kind: mail.kind ?? null,
      orderId: mail.orderId ?? null,
      failedAt: mail.delivery.endTime?.toDate().toISOString() ?? null,
    };
  });
}

/** A fresh horizon, the same Message-ID; `by`, an admin's uid, stays on the server-only mail. */
async function requeueFailed(ref: DocumentReference, caller: Caller): Promise<void> {
  await transact(async (transaction) => {
    const mail = (await transaction.get(ref)).data() as MailDocument | undefined;
    if (!mail) throw new HttpError(404, API_ERROR.notFound);
    if (mail.delivery.state !== MAIL_STATE.error) {
      throw new HttpError(409, FAILED_MAIL_TEXT.notFailed);
    }
    const now = Timestamp.now();
    transaction.update(ref, {
      'delivery.state': MAIL_STATE.pending,
      'delivery.firstAttemptAt': null,
      'delivery.nextAttemptAt': now,
      'delivery.leaseUntil': null,
      'delivery.endTime': null,
      'delivery.resentAt': now,
      'delivery.resentBy': caller.uid,
    });
    recordStaffChange(transaction, caller, {
      action: 'mail.resend',
      target: ref,
      before: { state: mail.delivery.state },
      after: { state: MAIL_STATE.pending },
    });
  });
}

export async function resendMail(id: string, caller: Caller): Promise<DeliveryOutcome> {
  const ref = mailCollection().doc(id);
  await requeueFailed(ref, caller);
  return deliverMail(id);
}

/** A page at a time while the request's time lasts; what it does not reach stays failed. */
export async function resendFailedMail(caller: Caller, timeoutSeconds: number): Promise<Counts> {
  const counts = noCounts();
  const deadline = sweepDeadline(timeoutSeconds);
  // A mail that fails again at once (a recipient no server takes) is tried once per request.
  const tried = new Set<string>();
  while (Date.now() < deadline) {
    const page = await failedMail().limit(MAIL_SWEEP_PAGE_SIZE).get();
    const fresh = page.docs.filter((doc) => !tried.has(doc.id));
    if (fresh.length === 0) break;
    await pLimit(MAIL_SWEEP_CONCURRENCY).map(fresh, async (doc) => {
      tried.add(doc.id);
      // Another admin's resend may have taken it meanwhile: then it is no longer ours.
      const queued = await requeueFailed(doc.ref, caller).then(
        () => true,
        () => false,
      );
      if (queued) counts[await deliverMail(doc.id)] += 1;
    });
  }
  return counts;
}
