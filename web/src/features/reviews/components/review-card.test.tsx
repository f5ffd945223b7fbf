import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@pedalworks/domain/messages';
import type { Review } from '@pedalworks/domain/types';
import { ReviewCard } from './review-card';

const review: Review = {
  _id: 'review-1',
  name: 'Marta Kowalska',
  rate: 5,
  review: 'Clicks exactly where it should.',
  verified: false,
};

describe('ReviewCard', () => {
  it("shows 'Verified buyer' only on a review the server marked verified", () => {
    const { unmount } = render(<ReviewCard review={review} />);
    expect(screen.getByRole('article', { name: 'Review by Marta Kowalska' })).toBeTruthy();
    expect(screen.queryByText(TEXT.verifiedBuyer, { exact: false })).toBeNull();
    unmount();
    render(<ReviewCard review={{ ...review, verified: true }} />);
    expect(screen.getByText(TEXT.verifiedBuyer, { exact: false })).toBeTruthy();
  });
});
