/**
 * firestore.rules can not import the domain, so it mirrors its constants; these checks fail
 * when one side changes without the other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  IMAGE_URL_MAX_LENGTH,
  IMAGE_URL_PATTERN,
  MAX_QUERY_LIMIT,
  ORDER_TOTAL_MAX,
  REVIEWS_PER_DAY,
  TEXT_FIELD_MAX_LENGTH,
  UNNAMED_CUSTOMER,
} from '@pedalworks/domain/constants';
import { BUYER_STATUSES } from '@pedalworks/domain/orders';

const RULES = readFileSync('firestore.rules', 'utf8');
/** A value as a rules string literal: backslashes escaped. */
const asRulesString = (value: string) => `'${value.replace(/\\/g, '\\\\')}'`;

describe('firestore.rules mirrors the domain', () => {
  it('image URLs: IMAGE_URL_PATTERN and IMAGE_URL_MAX_LENGTH', () => {
    expect(RULES).toContain(`tool.img.matches(${asRulesString(IMAGE_URL_PATTERN)})`);
    expect(RULES).toContain(`tool.img.size() <= ${IMAGE_URL_MAX_LENGTH}`);
  });

  it("a wait's or a saved tool's variantId: TEXT_FIELD_MAX_LENGTH", () => {
    expect(RULES).toContain(`data.variantId.size() <= ${TEXT_FIELD_MAX_LENGTH}`);
  });

  it('list queries: MAX_QUERY_LIMIT', () => {
    expect(RULES).toContain(`request.query.limit <= ${MAX_QUERY_LIMIT}`);
  });

  it("Stripe's bound on a tool's price: ORDER_TOTAL_MAX", () => {
    expect(RULES).toContain(`tool.price <= ${ORDER_TOTAL_MAX}`);
  });

  it("'Verified buyer': BUYER_STATUSES", () => {
    const list = BUYER_STATUSES.map((status) => `'${status}'`).join(', ');
    expect(RULES).toContain(`.data.status in [${list}]`);
  });

  it('the daily review quota: REVIEWS_PER_DAY and DAY_MS', () => {
    expect(RULES).toContain(`request.resource.data.count <= ${REVIEWS_PER_DAY}`);
    expect(RULES).toContain(`request.time.toMillis() / ${DAY_MS}`);
  });

  it('the name of an account without one: UNNAMED_CUSTOMER', () => {
    expect(RULES).toContain(`? name : '${UNNAMED_CUSTOMER}'`);
  });
});
