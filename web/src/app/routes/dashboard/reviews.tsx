import { MyReviews } from '@/features/reviews/components/my-reviews';
import { useCurrentUser } from '@/lib/session';

export function Component() {
  const { user } = useCurrentUser();
  return user ? <MyReviews uid={user.uid} /> : null;
}
