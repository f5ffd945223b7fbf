import { Activity } from '@/features/admin/components/activity';

export function Component() {
  return <Activity />;
}
