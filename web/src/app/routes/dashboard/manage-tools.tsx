import { ManageTools } from '@/features/admin/components/manage-tools';

export function Component() {
  return <ManageTools />;
}
