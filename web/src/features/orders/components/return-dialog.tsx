import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { returnRequestSchema } from '@pedalworks/domain/return-schemas';
import { RETURN_REASONS, RETURN_REASON_LABELS, RETURN_TEXT } from '@pedalworks/domain/returns';
import type { Order } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/order-line';
import { FormikField } from '@/components/form/formik-field';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { GridSubmit } from '@/components/form/grid-submit';
import { runWithRefusals } from '@/lib/notify';
import { Dialog } from '@/components/ui/dialog';
import { requestReturn } from '../api/request-return';

/** The customer's return request: a reason from the list and an optional comment. */
export function ReturnDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const form = useFormik({
    initialValues: { reason: '', comment: '' },
    validate: (values) =>
      validateYupSchema(values, returnRequestSchema).then(() => ({}), yupToFormErrors),
    onSubmit: async (values, { resetForm }) => {
      if (!order) return;
      const sent = await runWithRefusals(
        () => requestReturn(order._id, returnRequestSchema.cast(values)),
        RETURN_TEXT.requested,
        RETURN_TEXT.failed,
      );
      if (sent) {
        resetForm();
        onClose();
      }
    },
  });
  return (
    <Dialog open={order !== null} onClose={onClose} aria-labelledby="return-title" fullWidth>
      <DialogTitle id="return-title">
        {RETURN_TEXT.dialogTitle(order ? orderLineName(order) : '')}
      </DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <Typography sx={{ mb: 2 }}>{RETURN_TEXT.window}</Typography>
        <FormikGridForm form={form} label={RETURN_TEXT.request}>
          <Grid size={12}>
            <FormikField
              name="reason"
              required
              label={RETURN_TEXT.reason}
              input={
                <Select>
                  {RETURN_REASONS.map((reason) => (
                    <MenuItem key={reason} value={reason}>
                      {RETURN_REASON_LABELS[reason]}
                    </MenuItem>
                  ))}
                </Select>
              }
            />
          </Grid>
          <Grid size={12}>
            <FormikField name="comment" label={RETURN_TEXT.comment} multiline minRows={2} />
          </Grid>
          <GridSubmit label={RETURN_TEXT.send} submitting={form.isSubmitting} />
        </FormikGridForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{RETURN_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
