import { ManageReviews } from '@/features/reviews/components/manage-reviews';

export function Component() {
  return <ManageReviews />;
}
