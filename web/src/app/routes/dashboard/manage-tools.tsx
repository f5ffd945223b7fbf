import { ManageTools } from '@/features/admin/components/manage-tools';

export default function Page() {
  return <ManageTools />;
}
