import { Grid, MenuItem, Select, Typography } from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { NOTICE } from '@pedalworks/domain/messages';
import { CARRIERS, CARRIER_IDS, SHIPMENT_TEXT } from '@pedalworks/domain/shipment';
import { shipmentSchema } from '@pedalworks/domain/shipment-schema';
import type { Order } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/order-line';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { FormikField } from '@/components/form/formik-field';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { toastApiFailure } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { updateShipment } from '../api/update-shipment';
import { markShipped } from '../api/use-all-orders';

/** What the dialog does: ship a paid order, or edit a shipped order's tracking. */
export interface ShipmentEdit {
  order: Order;
  mode: 'ship' | 'edit';
}

function ShipmentForm({ edit, onDone }: { edit: ShipmentEdit; onDone: () => void }) {
  const { order, mode } = edit;
  const form = useFormik({
    initialValues: {
      carrier: order.shipment?.carrier ?? '',
      trackingNumber: order.shipment?.trackingNumber ?? '',
    },
    validate: (values) =>
      validateYupSchema(values, shipmentSchema).then(() => ({}), yupToFormErrors),
    onSubmit: async (values) => {
      const shipment = shipmentSchema.cast(values);
      try {
        if (mode === 'ship') {
          await markShipped(order._id, shipment);
          toast(
            NOTICE.shipped(`${orderLineName(order)} for ${order.userName || order.email}`),
            'success',
          );
        } else {
          await updateShipment(order._id, shipment);
          toast(SHIPMENT_TEXT.updated(orderLineName(order)), 'success');
        }
        onDone();
      } catch (error) {
        toastApiFailure(error, SHIPMENT_TEXT.failed);
      }
    },
  });
  return (
    <FormikGridForm form={form} label={titleText(edit)}>
      <Grid size={12}>
        <Typography variant="body2">{SHIPMENT_TEXT.hint}</Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormikField
          name="carrier"
          label={SHIPMENT_TEXT.carrier}
          input={
            <Select displayEmpty>
              <MenuItem value="">{SHIPMENT_TEXT.noCarrier}</MenuItem>
              {CARRIER_IDS.map((id) => (
                <MenuItem key={id} value={id}>
                  {CARRIERS[id].name}
                </MenuItem>
              ))}
            </Select>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormikField
          name="trackingNumber"
          label={SHIPMENT_TEXT.trackingNumber}
          autoComplete="off"
          inputProps={{ spellCheck: false, autoCapitalize: 'characters' }}
        />
      </Grid>
      <FormDialogActions
        cancel={SHIPMENT_TEXT.cancel}
        submit={mode === 'ship' ? SHIPMENT_TEXT.ship : SHIPMENT_TEXT.save}
        submitting={form.isSubmitting}
        onCancel={onDone}
      />
    </FormikGridForm>
  );
}

const titleText = ({ order, mode }: ShipmentEdit) =>
  mode === 'ship'
    ? SHIPMENT_TEXT.shipTitle(orderLineName(order))
    : SHIPMENT_TEXT.editTitle(orderLineName(order));

/** The admin's Ship (and Edit tracking) dialog: a carrier and a tracking number, both optional. */
export function ShipmentDialog({
  edit,
  onClose,
}: {
  edit: ShipmentEdit | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={edit !== null} title={edit ? titleText(edit) : ''} onClose={onClose}>
      {edit && <ShipmentForm key={`${edit.order._id}-${edit.mode}`} edit={edit} onDone={onClose} />}
    </FormDialog>
  );
}
