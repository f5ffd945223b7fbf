import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import type { ToolInput } from '@pedalworks/domain/types';
import { FormCard } from '@/components/ui/form-card';
import { firestore } from '@/lib/firestore';
import { useNotify } from '@/lib/notify';
import { addTool } from '../api/tool-writes';
import { ToolForm } from './tool-form';

export function AddTool() {
  const notify = useNotify();
  const save = (tool: ToolInput) =>
    notify(() => addTool(firestore, tool), NOTICE.toolAdded, NOTICE.toolAddFailed);
  return (
    <FormCard title={DASHBOARD_TEXT.addTools}>
      <ToolForm label={DASHBOARD_TEXT.addTools} submitLabel={ADMIN_TEXT.addTool} onSave={save} />
    </FormCard>
  );
}
