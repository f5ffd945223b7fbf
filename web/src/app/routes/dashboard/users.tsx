import { AllUsers } from '@/features/admin/components/all-users';

export function Component() {
  return <AllUsers />;
}
