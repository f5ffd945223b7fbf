import { MyReviews } from '@/features/reviews/components/my-reviews';
import { useCurrentUser } from '@/lib/session';

export default function Page() {
  const { user } = useCurrentUser();
  return user ? <MyReviews uid={user.uid} /> : null;
}
