/**
 * Delivers the mail queue (services/mail.ts) with nodemailer over SMTP. A delivery first claims
 * the mail in a transaction (PENDING and due -> PROCESSING, attempts + 1), so two deliveries of
 * the same mail (the create trigger, a retry sweep, a redelivered event) never both send it;
 * then sends, and records SUCCESS or the error. A failed attempt goes back to PENDING with a
 * back-off; after MAIL_MAX_ATTEMPTS it ends ERROR and, for an order's mail, 'mail-failed' goes
 * on the order's timeline ('mail-sent' on success).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import nodemailer, { type Transporter } from 'nodemailer';
import { MAIL_STATE, mailAddress, singleLine, type MailKind } from '@pedalworks/domain/mail';
import {
  COLLECTIONS,
  MAIL_MAX_ATTEMPTS,
  MAIL_PROCESSING_TIMEOUT_MS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_CAP_MS,
} from '@pedalworks/domain/constants';
import { db, transact } from '../lib/admin';
import { mailCollection } from './mail';
import { putEvent } from './timeline';

/** smtp(s)://user:password@host:port of the SMTP server; locally maildev (scripts/lib/maildev). */
export const smtpUrl = defineSecret('SMTP_URL');
/** The From of every mail. */
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

/**
 * A mail may be claimed when it is pending and due (any pending mail with `force`), or was
 * claimed by a sender that died.
 */
function claimable(mail: MailDocument | undefined, now: number, force: boolean): boolean {
  if (!mail) return false;
  const { state, nextAttemptAt, leaseUntil } = mail.delivery;
  if (state === MAIL_STATE.pending) {
    return force || !nextAttemptAt || nextAttemptAt.toMillis() <= now;
  }
  if (state === MAIL_STATE.processing) return !!leaseUntil && leaseUntil.toMillis() <= now;
  return false;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

export interface DeliveryOptions {
  /** Another sender than SMTP_URL's transporter. */
  sender?: () => MailSender;
  /** Ignore the back-off: a pending mail is due now (the test run's and npm start's sweep). */
  force?: boolean;
}

/**
 * Delivers mail/{id} once: claims it, sends it, records the outcome. 'skipped' when it is not
 * due or someone else has it; 'retry' when the attempt failed and another will come.
 */
export async function deliverMail(
  id: string,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const sender = options.sender ?? smtpSender;
  const ref = mailCollection().doc(id);
  const claimed = await transact(async (transaction) => {
    const now = Date.now();
    const mail = (await transaction.get(ref)).data() as MailDocument | undefined;
    if (!mail || !claimable(mail, now, options.force ?? false)) return undefined;
    const attempts = (mail.delivery.attempts ?? 0) + 1;
    transaction.update(ref, {
      'delivery.state': MAIL_STATE.processing,
      'delivery.attempts': attempts,
      'delivery.startTime': Timestamp.fromMillis(now),
      'delivery.leaseUntil': Timestamp.fromMillis(now + MAIL_PROCESSING_TIMEOUT_MS),
    });
    return { mail, attempts };
  });
  if (!claimed) return 'skipped';
  const { mail, attempts } = claimed;

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
    });
    if (info.rejected?.length) error = `rejected by the server: ${info.rejected.join(', ')}`;
  } catch (caught) {
    error = singleLine((caught as Error).message ?? String(caught)).slice(0, 500);
  }

  const final = error === undefined || attempts >= MAIL_MAX_ATTEMPTS;
  const orderRef = mail.orderId ? db().collection(COLLECTIONS.orders).doc(mail.orderId) : null;
  await transact(async (transaction) => {
    const now = Date.now();
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
          details: { mail: mail.kind, attempts, ...(sent ? {} : { error }) },
        },
        `${sent ? 'mail-sent' : 'mail-failed'}-${mail.kind}`,
      );
    }
  });
  if (error === undefined) return 'sent';
  return final ? 'failed' : 'retry';
}

/**
 * The retry sweep: delivers every mail that is due (pending past its back-off, or claimed by a
 * sender that died). The scheduled function runs it in production; the emulator does not run
 * schedules, so scripts/start.ts and the tests drive it through the `mailSweep` HTTP function
 * (emulator only), with `force` to skip the back-off.
 */
export async function retryPendingMail(
  options: DeliveryOptions & { limit?: number } = {},
): Promise<Record<DeliveryOutcome, number>> {
  const now = Timestamp.now();
  const limit = options.limit ?? 100;
  const pendingQuery = mailCollection().where('delivery.state', '==', MAIL_STATE.pending);
  const [pending, stuck] = await Promise.all([
    (options.force ? pendingQuery : pendingQuery.where('delivery.nextAttemptAt', '<=', now))
      .limit(limit)
      .get(),
    mailCollection()
      .where('delivery.state', '==', MAIL_STATE.processing)
      .where('delivery.leaseUntil', '<=', now)
      .limit(limit)
      .get(),
  ]);
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  for (const doc of [...pending.docs, ...stuck.docs]) {
    counts[await deliverMail(doc.id, options)] += 1;
  }
  return counts;
}
