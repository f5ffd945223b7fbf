import { ManageReviews } from '@/features/reviews/components/manage-reviews';

export default function Page() {
  return <ManageReviews />;
}
