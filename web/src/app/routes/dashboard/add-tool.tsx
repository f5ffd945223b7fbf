import { AddTool } from '@/features/admin/components/add-tool';

export default function Page() {
  return <AddTool />;
}
