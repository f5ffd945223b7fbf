import { describe, expect, it } from 'vitest';
import { csvLine } from './sales';
import { auditCsvRow, auditFieldsText, type AuditEntryView } from './staff-pages';

const entry: AuditEntryView = {
  _id: 'e1',
  actor: { uid: 'u1', email: 'support@pedalworks.test', role: 'support' },
  at: '2026-11-28T10:00:00.000Z',
  action: 'order.refund',
  target: { path: 'orders/o1', id: 'o1' },
  before: { status: 'paid' },
  after: { status: 'refunded', refundedAmount: 1200 },
  reason: '=Customer, "changed mind"',
  expireAt: '2027-12-03T10:00:00.000Z',
};

describe('an audit entry', () => {
  it('shows its fields on one line, and nothing for a side that did not exist', () => {
    expect(auditFieldsText(entry.after)).toBe('status: "refunded"; refundedAmount: 1200');
    expect(auditFieldsText(null)).toBe('');
  });

  it('is one CSV row with its reason quoted and kept inert', () => {
    expect(csvLine(auditCsvRow(entry))).toBe(
      '2026-11-28T10:00:00.000Z,support@pedalworks.test,support,order.refund,orders/o1,' +
        '"status: ""paid""",' +
        '"status: ""refunded""; refundedAmount: 1200",' +
        `"'=Customer, ""changed mind"""\r\n`,
    );
  });
});
