import { describe, expect, it } from 'vitest';
import {
  MAIL_SKIP_REASON,
  ORDER_MAIL_KINDS,
  backInStockMail,
  escapeHtml,
  lowStockMail,
  mailAddress,
  mailDate,
  mailMessageId,
  newsletterConfirmMail,
  orderMail,
  paymentRefundedMail,
  receiptMail,
  singleLine,
  type OrderMailData,
} from './mail';
import { describeActor, describeEvent, type TimelineDetails } from './timeline';

const evil = 'Eve <script>alert(1)</script>\r\nBcc: x@y.z';

const data: OrderMailData = {
  orderId: 'order-1',
  name: 'Ann Rider',
  toolName: 'Torque Wrench',
  quantity: 3,
  unitPrice: 19.99,
  total: 59.97,
  address: '1 Main St',
  transactionId: 'pi_123',
  at: new Date('2026-11-23T17:30:00Z'),
  holdUntil: new Date('2026-11-23T18:00:00Z'),
  refundAmount: 20,
  shopUrl: 'https://shop.test',
};

describe('order mails', () => {
  it('the receipt names tool, quantity, unit price, total in dollars, transaction and date', () => {
    const mail = orderMail('paid', data);
    expect(mail.subject).toBe('Receipt: your payment for Torque Wrench');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Torque Wrench');
      expect(part).toContain('$19.99');
      expect(part).toContain('$59.97');
      expect(part).toContain('pi_123');
      expect(part).toContain('Nov 23, 2026, 5:30 PM UTC');
    }
    expect(mail.text).toContain('Quantity: 3');
    expect(mail.html).toContain('<th scope="row"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('the placed mail says until when the order is held and links to its payment page', () => {
    const mail = orderMail('placed', data);
    expect(mail.text).toContain('Pay by: Nov 23, 2026, 6:00 PM UTC');
    expect(mail.text).toContain('https://shop.test/dashboard/payment/order-1');
    expect(mail.html).toContain('href="https://shop.test/dashboard/payment/order-1"');
    expect(orderMail('placed', { ...data, holdUntil: null }).text).not.toContain('Pay by');
  });

  it('the refund mail names the refunded amount', () => {
    expect(orderMail('refunded', data).text).toContain('We refunded $20 to your card.');
  });

  it('the back-in-stock mail opens the tool on the size waited for', () => {
    const of = { toolId: 't 1', toolName: 'Hex key (5 mm)', shopUrl: 'https://shop.test' };
    expect(backInStockMail(of).text).toContain('https://shop.test/tool/t%201');
    expect(backInStockMail({ ...of, variantId: 'v5' }).text).toContain(
      'https://shop.test/tool/t%201?variant=v5',
    );
  });

  it('every kind has its own subject', () => {
    const subjects = ORDER_MAIL_KINDS.map((kind) => orderMail(kind, data).subject);
    expect(new Set(subjects).size).toBe(ORDER_MAIL_KINDS.length);
  });

  it('escapes what users wrote in the HTML and keeps every header on one line', () => {
    const mail = orderMail('placed', { ...data, name: evil, address: evil, toolName: evil });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Your Pedalworks order for Eve <script>alert(1)</script> Bcc: x@y.z');
    // The greeting is one line too; the body's other lines are ours.
    expect(mail.text.split('\n')[0]).toBe('Hello Eve <script>alert(1)</script> Bcc: x@y.z,');
    expect(mail.text).not.toMatch(/^Bcc:/m);
  });

  it('escapes a link address and the admins’ low-stock mail', () => {
    const mail = lowStockMail({
      toolId: 't',
      toolName: '<b>Wrench</b>\nCc: a@b.c',
      availableQuantity: 2,
      shopUrl: 'https://shop.test',
    });
    expect(mail.subject).toBe('Low stock: <b>Wrench</b> Cc: a@b.c');
    expect(mail.html).toContain('&lt;b&gt;Wrench&lt;/b&gt;');
    const confirm = newsletterConfirmMail({ confirmUrl: 'https://shop.test/x?a=1&b="2"' });
    expect(confirm.html).toContain('href="https://shop.test/x?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('header safety', () => {
  it('singleLine turns every line break and control character into one space', () => {
    expect(singleLine('a\r\nb\nc\rd\u2028e\u0000f\tg')).toBe('a b c d e f g');
  });
  it('escapeHtml escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
  it.each([
    'rider@pedalworks.test\r\nBcc: x@y.z',
    'rider@pedalworks.test, x@y.z',
    'rider@pedalworks.test;x@y.z',
    'Rider <rider@pedalworks.test>',
    '"a"@pedalworks.test',
    'not an address',
  ])('mailAddress refuses %j', (value) => {
    expect(() => mailAddress(value)).toThrow();
  });
  it('mailAddress keeps a plain address', () => {
    expect(mailAddress('rider+1@pedalworks.test')).toBe('rider+1@pedalworks.test');
    expect(mailAddress("o'brien@pedalworks.test")).toBe("o'brien@pedalworks.test");
  });
  it('dates are English, UTC, and say so', () => {
    expect(mailDate(new Date('2026-01-02T03:04:00Z'))).toBe('Jan 2, 2026, 3:04 AM UTC');
  });
});

describe('timeline texts', () => {
  it('describes events with their details', () => {
    expect(describeEvent({ type: 'paid', details: { transactionId: 'pi_1' } })).toBe('Paid (pi_1)');
    expect(describeEvent({ type: 'refunded', details: { amount: 12.5 } })).toBe('Refunded $12.50');
    // An event stored before errors left the timeline: its server error is not shown.
    const stored = { mail: 'paid', error: 'connect ECONNREFUSED 10.0.0.7:25' } as TimelineDetails;
    expect(describeEvent({ type: 'mail-failed', details: stored })).toBe('E-mail failed: receipt');
    expect(
      describeEvent({
        type: 'mail-skipped',
        details: { mail: 'placed', skipReason: MAIL_SKIP_REASON.unverified },
      }),
    ).toBe(`E-mail not sent: order confirmation (${MAIL_SKIP_REASON.unverified})`);
  });
  it('says a refund is owed, how much and why, before Stripe has taken it', () => {
    expect(
      describeEvent({ type: 'refund-owed', details: { amount: 12.5, reason: 'Out of stock' } }),
    ).toBe(
      'Refund of $12.50 owed (reason: Out of stock): the money goes back as soon as Stripe takes the refund',
    );
    expect(describeEvent({ type: 'refund-owed', details: {} })).toBe(
      'Refund owed: the money goes back as soon as Stripe takes the refund',
    );
  });
  it('says who did it, "you" to the one who did', () => {
    const admin = { uid: 'a1', role: 'admin' as const };
    expect(describeActor(admin, 'a1')).toBe('you');
    expect(describeActor(admin, 'c1')).toBe('an admin');
    expect(describeActor({ uid: 'c1', role: 'customer' }, 'a1')).toBe('the customer');
    expect(describeActor('stripe')).toBe('Stripe');
    expect(describeActor('system')).toBe('the shop');
  });
});

describe('mailMessageId', () => {
  it('is the mail id at the From domain, the same on every call', () => {
    const from = 'Pedalworks <no-reply@pedalworks.test>';
    expect(mailMessageId('o1-placed', from)).toBe('<o1-placed@pedalworks.test>');
    expect(mailMessageId('o1-placed', from)).toBe(mailMessageId('o1-placed', from));
    expect(mailMessageId('a b<c>', 'shop@example.com')).toBe('<a_b_c_@example.com>');
  });
});

describe('payment mails', () => {
  const receipt = {
    name: 'Ann Rider',
    paymentId: 'pi_all',
    lines: [
      { toolName: 'Torque Wrench', quantity: 1, price: 12.5 },
      { toolName: 'Hex Key Set', quantity: 2, price: 14 },
    ],
    refunded: [{ toolName: 'Chain Tool', quantity: 1, price: 30 }],
    total: 26.5,
    figures: { subtotalCents: 2650, discountCents: 0, shippingCents: 0, totalCents: 2650 },
    last4: '4242',
    at: new Date('2026-11-23T17:30:00Z'),
    shopUrl: 'https://shop.test',
  };

  it("one receipt lists each order's tool, quantity and price, the refunded part, the total and the card", () => {
    const mail = receiptMail(receipt);
    expect(mail.subject).toBe('Receipt: your Pedalworks payment of $26.50');
    expect(mail.text).toContain('Torque Wrench × 1: $12.50');
    expect(mail.text).toContain('Hex Key Set × 2: $14');
    expect(mail.text).toContain('Refunded (Chain Tool × 1): $30');
    expect(mail.text).toContain('Total: $26.50');
    expect(mail.text).toContain('Card: •••• 4242');
    expect(mail.text).toContain('https://shop.test/dashboard/receipt/pi_all');
    expect(receiptMail({ ...receipt, last4: null }).text).not.toContain('Card:');
  });

  it('a receipt shows subtotal, discount, shipping and total apart, in one order or several', () => {
    const figures = {
      subtotalCents: 6000,
      discountCents: 600,
      shippingCents: 900,
      totalCents: 6300,
    };
    const rows = ['Subtotal: $60', 'Discount: −$6', 'Shipping: $9', 'Total: $63'];
    const several = receiptMail({ ...receipt, refunded: [], total: 63, figures }).text;
    const one = orderMail('paid', { ...data, total: 60, discountCents: 600, shippingCents: 900 });
    for (const text of [several, one.text]) {
      expect(text).toContain(rows.join('\n'));
    }
    expect(orderMail('paid', { ...data, total: 60 }).text).toContain(
      ['Subtotal: $60', 'Discount: $0', 'Shipping: Free', 'Total: $60'].join('\n'),
    );
  });

  it("a single order's receipt names the card's last 4 when it is known", () => {
    expect(orderMail('paid', { ...data, last4: '4242' }).text).toContain('Card: •••• 4242');
    expect(orderMail('paid', data).text).not.toContain('Card:');
  });

  it('the refund notice says how much was refunded, for what, and why; user text stays inert', () => {
    const mail = paymentRefundedMail({
      name: evil,
      what: `${evil} × 2`,
      amount: 30,
      paymentId: 'pi_late',
      at: new Date('2026-11-23T17:30:00Z'),
      shopUrl: 'https://shop.test',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('We refunded your payment of $30 for Eve');
    expect(mail.html).not.toContain('<script>');
  });
});
