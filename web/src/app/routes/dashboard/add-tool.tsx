import { AddTool } from '@/features/admin/components/add-tool';

export function Component() {
  return <AddTool />;
}
