import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import type { ToolInput } from '@pedalworks/domain/types';
import { VARIANT_TEXT } from '@pedalworks/domain/variants';
import { FormCard } from '@/components/ui/form-card';
import { firestore } from '@/lib/firestore';
import { runWithRefusals } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { saveToolOption } from '../api/tool-option';
import { addTool } from '../api/tool-writes';
import {
  hasOptionInput,
  newValuesStock,
  OptionFields,
  optionEditOf,
  useOptionForm,
} from './option-fields';
import { ToolForm } from './tool-form';

/** A tool with an option is created sold out, then given it: never orderable without it. */
export function AddTool() {
  const option = useOptionForm(null);
  const withOption = hasOptionInput(option.values);
  const save = async (tool: ToolInput) => {
    if (withOption && Object.keys(await option.validateForm()).length > 0) {
      // Shows the option's errors (every field touched); its own submit does nothing.
      await option.submitForm();
      return false;
    }
    let toolId: string;
    try {
      toolId = (await addTool(firestore, withOption ? { ...tool, availableQuantity: 0 } : tool)).id;
    } catch {
      toast(NOTICE.toolAddFailed, 'error');
      return false;
    }
    toast(NOTICE.toolAdded, 'success');
    if (!withOption) return true;
    // The tool exists either way: a refused option is set again from Manage Tools.
    if (
      await runWithRefusals(
        () => saveToolOption(toolId, optionEditOf(option.values)),
        VARIANT_TEXT.optionSaved(tool.name),
        VARIANT_TEXT.optionFailed,
      )
    ) {
      option.resetForm();
    }
    return true;
  };
  return (
    <FormCard title={DASHBOARD_TEXT.addTools}>
      <ToolForm
        label={DASHBOARD_TEXT.addTools}
        submitLabel={ADMIN_TEXT.addTool}
        onSave={save}
        variantStock={withOption ? newValuesStock(option.values) : undefined}
      >
        <OptionFields form={option} />
      </ToolForm>
    </FormCard>
  );
}
