import { Activity } from '@/features/admin/components/activity';

export default function Page() {
  return <Activity />;
}
