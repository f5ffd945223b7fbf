import { describe, expect, it } from 'vitest';
import { RIGHTS, ROLE_RIGHTS, ROLE_TEXT, changedFields, hasRight, roleOfClaims } from './roles';
import { reasonSchema } from './role-schemas';

describe('the rights table', () => {
  it('gives the admin every right and the customer none', () => {
    expect(RIGHTS.every((right) => hasRight('admin', right))).toBe(true);
    expect(ROLE_RIGHTS.customer).toEqual([]);
  });

  it('reads the role from verified claims only, the older admin claim included', () => {
    expect(roleOfClaims({ role: 'support', email_verified: true })).toBe('support');
    expect(roleOfClaims({ admin: true, email_verified: true })).toBe('admin');
    expect(roleOfClaims({ role: 'admin', email_verified: false })).toBe('customer');
    expect(roleOfClaims({ role: 'owner', email_verified: true })).toBe('customer');
  });

  it('names the missing right', () => {
    expect(ROLE_TEXT.missingRight('editCatalogue')).toContain('edit tools');
  });
});

describe('a staff reason', () => {
  it('is required, trimmed and bounded', async () => {
    await expect(reasonSchema.validate({})).rejects.toThrow(ROLE_TEXT.reasonRequired);
    await expect(reasonSchema.validate({ reason: ' ' })).rejects.toThrow(ROLE_TEXT.reasonRequired);
    await expect(reasonSchema.validate({ reason: ' Damaged ' })).resolves.toEqual({
      reason: 'Damaged',
    });
    await expect(reasonSchema.validate({ reason: 'x'.repeat(201) })).rejects.toThrow(
      ROLE_TEXT.reasonTooLong(200),
    );
  });
});

describe('changedFields', () => {
  it('keeps the fields that differ, each side, and a side that did not exist as null', () => {
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })).toEqual({
      before: { b: 2, c: null },
      after: { b: 3, c: 4 },
    });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
  });
});
