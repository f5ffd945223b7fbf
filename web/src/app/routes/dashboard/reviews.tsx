import { MyReviews } from '@/features/reviews/components/my-reviews';
import { useCurrentUser } from '@/lib/auth';

export function Component() {
  const { user } = useCurrentUser();
  return user ? <MyReviews uid={user.uid} /> : null;
}
