import { AllUsers } from '@/features/admin/components/all-users';

export default function Page() {
  return <AllUsers />;
}
