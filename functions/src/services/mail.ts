/**
 * The mail queue, in the Trigger Email extension's schema so that it could deliver it too; ids
 * are deterministic, so a retried transition never mails twice.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import {
  INVALID_RECIPIENT,
  MAIL_STATE,
  isMailAddress,
  orderMail,
  singleLine,
  type MailKind,
  type MailMessage,
  type OrderMailData,
  type OrderMailKind,
} from '@pedalworks/domain/mail';
import type { Order } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/variants';
import { db } from '../lib/admin';

/** The shop's public address, for links in mails (functions/.env; the emulator's by default). */
export const shopUrl = defineString('SHOP_URL', { default: 'http://127.0.0.1:5000' });

export const mailCollection = () => db().collection(COLLECTIONS.mail);

export interface QueuedMail {
  /** Deterministic: `${orderId}-${kind}` for order mails. */
  id: string;
  to: string;
  message: MailMessage;
  /** The order a mail is about: its delivery or failure goes on that order's timeline. */
  orderId?: string;
  kind?: MailKind;
}

/** The id of an order's mail of one kind: one of each kind per order, ever. */
export const orderMailId = (orderId: string, kind: MailKind) => `${orderId}-${kind}`;

/**
 * Writes only; an existing mail/{id} fails the transaction. Subjects are made one line and only
 * one plain address is sent to, so nothing a user typed can add a recipient or a header.
 */
export function queueMail(transaction: Transaction, mail: QueuedMail): DocumentReference {
  const ref = mailCollection().doc(mail.id);
  // A recipient we would not send to never blocks the transition: the mail is recorded, ERROR.
  const valid = isMailAddress(mail.to);
  transaction.create(ref, {
    to: mail.to,
    message: {
      subject: singleLine(mail.message.subject),
      text: mail.message.text,
      html: mail.message.html,
    },
    ...(mail.orderId ? { orderId: mail.orderId } : {}),
    ...(mail.kind ? { kind: mail.kind } : {}),
    createdAt: FieldValue.serverTimestamp(),
    delivery: {
      state: valid ? MAIL_STATE.pending : MAIL_STATE.error,
      attempts: 0,
      error: valid ? null : INVALID_RECIPIENT,
      startTime: null,
      endTime: valid ? null : FieldValue.serverTimestamp(),
      nextAttemptAt: valid ? FieldValue.serverTimestamp() : null,
    },
  });
  return ref;
}

const asDate = (value: unknown): Date | undefined =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : undefined;

/** An order as the mails need it: stored fields and its id (and a hold, where it has one). */
export type MailOrder = Pick<
  Order,
  | 'toolName'
  | 'orderedQuantity'
  | 'unitPrice'
  | 'price'
  | 'address'
  | 'email'
  | 'name'
  | 'userName'
  | 'transactionId'
  | 'discountCents'
  | 'shippingCents'
> &
  Partial<Pick<Order, 'optionName' | 'variantValue'>> & { _id: string; holdUntil?: unknown };

/** What an order mail says, from the stored order. */
export function orderMailData(
  order: MailOrder,
  extra: Partial<
    Pick<
      OrderMailData,
      'at' | 'holdUntil' | 'refundAmount' | 'transactionId' | 'shipment' | 'returnReason' | 'last4'
    >
  > = {},
): OrderMailData {
  return {
    orderId: order._id,
    name: order.userName || order.name,
    toolName: orderLineName(order),
    quantity: order.orderedQuantity,
    unitPrice: order.unitPrice,
    total: order.price,
    address: order.address,
    transactionId: extra.transactionId ?? order.transactionId,
    at: extra.at ?? new Date(),
    holdUntil: extra.holdUntil ?? asDate(order.holdUntil) ?? null,
    refundAmount: extra.refundAmount ?? null,
    shipment: extra.shipment ?? null,
    returnReason: extra.returnReason ?? null,
    last4: extra.last4 ?? null,
    discountCents: order.discountCents ?? 0,
    shippingCents: order.shippingCents ?? 0,
    shopUrl: shopUrl.value(),
  };
}

/** `key` tells apart the mail of a transition that may happen again (a refund's id). */
export function queueOrderMail(
  transaction: Transaction,
  order: MailOrder,
  kind: OrderMailKind,
  extra?: Parameters<typeof orderMailData>[1],
  key?: string,
): DocumentReference {
  return queueMail(transaction, {
    id: key ? `${orderMailId(order._id, kind)}-${key}` : orderMailId(order._id, kind),
    to: order.email,
    message: orderMail(kind, orderMailData(order, extra)),
    orderId: order._id,
    kind,
  });
}
