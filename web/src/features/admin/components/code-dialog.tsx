import { Grid, MenuItem, Select } from '@mui/material';
import { useFormik } from 'formik';
import { TOOL_CATEGORIES } from '@pedalworks/domain/catalogue';
import { DISCOUNTS_PAGE_TEXT, normalCode } from '@pedalworks/domain/pricing';
import { discountCodeSchema } from '@pedalworks/domain/pricing-schemas';
import type { ToolCategory } from '@pedalworks/domain/types';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { FormikField } from '@/components/form/formik-field';
import { FormikMultiSelect } from '@/components/form/formik-multi-select';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { toastApiFailure } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useCreateDiscountCode, type CodeInput } from '../api/create-discount-code';
import { centsOf, validateInput } from './cents-form';

/** The form's values: numbers as typed ('' when empty), dates as the browser's local time. */
interface CodeValues {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent, or dollars off. */
  amount: number | '';
  minSubtotal: number | '';
  startsAt: string;
  endsAt: string;
  maxUses: number | '';
  maxUsesPerCustomer: number | '';
  categories: ToolCategory[];
}

const EMPTY: CodeValues = {
  code: '',
  kind: 'percent',
  amount: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  categories: [],
};

const countOf = (value: number | '') => (value === '' ? null : Number(value));

/** As an ISO date; one the browser can not read stays as typed, for the schema to refuse. */
function isoOf(local: string): string | null {
  if (local === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

const codeOf = (values: CodeValues) => ({
  code: normalCode(values.code),
  kind: values.kind,
  amount: values.kind === 'percent' ? countOf(values.amount) : centsOf(values.amount),
  minSubtotalCents: centsOf(values.minSubtotal),
  startsAt: isoOf(values.startsAt),
  endsAt: isoOf(values.endsAt),
  maxUses: countOf(values.maxUses),
  maxUsesPerCustomer: countOf(values.maxUsesPerCustomer),
  categories: values.categories.length > 0 ? values.categories : null,
  paused: false,
});

const CATEGORY_OPTIONS = TOOL_CATEGORIES.map(({ slug, label }) => ({ value: slug, label }));

const FIELD_OF = { minSubtotalCents: 'minSubtotal' } as const;

/** A new code's fields, checked with the domain's discountCodeSchema; money typed in dollars. */
function CodeForm({ label, onDone }: { label: string; onDone: () => void }) {
  const create = useCreateDiscountCode();
  const form = useFormik<CodeValues>({
    initialValues: EMPTY,
    validate: (values) => validateInput<CodeValues>(discountCodeSchema, codeOf(values), FIELD_OF),
    onSubmit: async (values) => {
      const input = codeOf(values) as CodeInput;
      try {
        const created = await create.mutateAsync(input);
        toast(DISCOUNTS_PAGE_TEXT.created(created.code), 'success');
        onDone();
      } catch (error) {
        toastApiFailure(error, DISCOUNTS_PAGE_TEXT.failed);
      }
    },
  });
  const percent = form.values.kind === 'percent';
  const number = (step: number) => ({ type: 'number', inputProps: { min: 0, step } });
  return (
    <FormikGridForm form={form} label={label}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField
          name="code"
          label={DISCOUNTS_PAGE_TEXT.code}
          required
          autoComplete="off"
          inputProps={{ spellCheck: false, autoCapitalize: 'characters' }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField
          name="kind"
          label={DISCOUNTS_PAGE_TEXT.kind}
          input={
            <Select>
              {(['percent', 'fixed'] as const).map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {DISCOUNTS_PAGE_TEXT.kinds[kind]}
                </MenuItem>
              ))}
            </Select>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField
          name="amount"
          required
          label={percent ? DISCOUNTS_PAGE_TEXT.amountPercent : DISCOUNTS_PAGE_TEXT.amountFixed}
          {...number(percent ? 1 : 0.01)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField name="minSubtotal" label={DISCOUNTS_PAGE_TEXT.minSubtotal} {...number(0.01)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField name="startsAt" label={DISCOUNTS_PAGE_TEXT.startsAt} type="datetime-local" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField name="endsAt" label={DISCOUNTS_PAGE_TEXT.endsAt} type="datetime-local" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField name="maxUses" label={DISCOUNTS_PAGE_TEXT.maxUses} {...number(1)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField
          name="maxUsesPerCustomer"
          label={DISCOUNTS_PAGE_TEXT.maxUsesPerCustomer}
          {...number(1)}
        />
      </Grid>
      <Grid size={12}>
        <FormikMultiSelect
          name="categories"
          label={DISCOUNTS_PAGE_TEXT.categories}
          options={CATEGORY_OPTIONS}
        />
      </Grid>
      <FormDialogActions
        cancel={DISCOUNTS_PAGE_TEXT.cancel}
        submit={DISCOUNTS_PAGE_TEXT.submit}
        submitting={form.isSubmitting}
        onCancel={onDone}
      />
    </FormikGridForm>
  );
}

export function CodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} title={DISCOUNTS_PAGE_TEXT.createTitle} onClose={onClose}>
      <CodeForm label={DISCOUNTS_PAGE_TEXT.createTitle} onDone={onClose} />
    </FormDialog>
  );
}
