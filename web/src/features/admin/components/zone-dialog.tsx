import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { useFormik } from 'formik';
import {
  COUNTRIES,
  SHIPPING_PAGE_TEXT,
  type CountryCode,
  type ShippingZone,
} from '@pedalworks/domain/pricing';
import { shippingZoneSchema } from '@pedalworks/domain/pricing-schemas';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { FormikField } from '@/components/form/formik-field';
import { FormikMultiSelect } from '@/components/form/formik-multi-select';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { toastApiFailure } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useSaveShippingZone } from '../api/save-shipping-zone';
import type { StoredZone } from '../api/use-shipping-zones';
import { centsOf, dollarsOf, validateInput } from './cents-form';

/** The form's values: money in dollars as typed ('' when empty). */
interface ZoneValues {
  name: string;
  countries: CountryCode[];
  rate: number | '';
  freeFrom: number | '';
  fallback: boolean;
}

const valuesOf = (zone?: StoredZone): ZoneValues => ({
  name: zone?.name ?? '',
  countries: zone?.countries ?? [],
  rate: dollarsOf(zone?.rateCents),
  freeFrom: dollarsOf(zone?.freeFromCents),
  fallback: zone?.fallback ?? false,
});

const zoneOf = (values: ZoneValues) => ({
  name: values.name.trim(),
  countries: values.countries,
  rateCents: centsOf(values.rate),
  freeFromCents: centsOf(values.freeFrom),
  fallback: values.fallback,
});

const COUNTRY_OPTIONS = COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));

const FIELD_OF = { rateCents: 'rate', freeFromCents: 'freeFrom' } as const;

/** A zone's fields, checked with the domain's shippingZoneSchema; money typed in dollars. */
function ZoneForm({
  zone,
  label,
  onDone,
}: {
  zone?: StoredZone;
  label: string;
  onDone: () => void;
}) {
  const save = useSaveShippingZone();
  const form = useFormik<ZoneValues>({
    initialValues: valuesOf(zone),
    validate: (values) => validateInput<ZoneValues>(shippingZoneSchema, zoneOf(values), FIELD_OF),
    onSubmit: async (values) => {
      const input = zoneOf(values) as ShippingZone;
      try {
        await save.mutateAsync({ id: zone?._id, zone: input });
        toast(SHIPPING_PAGE_TEXT.saved(input.name), 'success');
        onDone();
      } catch (error) {
        toastApiFailure(error, SHIPPING_PAGE_TEXT.failed);
      }
    },
  });
  const money = { type: 'number', inputProps: { min: 0, step: 0.01 } };
  return (
    <FormikGridForm form={form} label={label}>
      <Grid size={12}>
        <FormikField name="name" label={SHIPPING_PAGE_TEXT.name} required />
      </Grid>
      <Grid size={12}>
        <FormikMultiSelect
          name="countries"
          label={SHIPPING_PAGE_TEXT.countries}
          options={COUNTRY_OPTIONS}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField name="rate" label={SHIPPING_PAGE_TEXT.rate} required {...money} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikField name="freeFrom" label={SHIPPING_PAGE_TEXT.freeFrom} {...money} />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Checkbox {...form.getFieldProps({ name: 'fallback', type: 'checkbox' })} />}
          label={SHIPPING_PAGE_TEXT.fallback}
        />
      </Grid>
      <FormDialogActions
        cancel={SHIPPING_PAGE_TEXT.cancel}
        submit={SHIPPING_PAGE_TEXT.save}
        submitting={form.isSubmitting}
        onCancel={onDone}
      />
    </FormikGridForm>
  );
}

/** Adds a zone (`'new'`) or edits one, in a dialog; closed for null. */
export function ZoneDialog({
  zone,
  onClose,
}: {
  zone: StoredZone | 'new' | null;
  onClose: () => void;
}) {
  const title =
    zone === 'new' ? SHIPPING_PAGE_TEXT.addTitle : zone ? SHIPPING_PAGE_TEXT.edit(zone.name) : '';
  return (
    <FormDialog open={zone !== null} title={title} onClose={onClose}>
      {zone !== null && (
        <ZoneForm
          key={zone === 'new' ? 'new' : zone._id}
          zone={zone === 'new' ? undefined : zone}
          label={title}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}
