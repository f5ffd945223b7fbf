import {
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  Typography,
} from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useState } from 'react';
import { formatPrice, toCents } from '@pedalworks/domain/format';
import { returnDeclineSchema, returnReceiveSchema } from '@pedalworks/domain/return-schemas';
import { RETURN_REASON_LABELS, RETURN_TEXT, refundableCents } from '@pedalworks/domain/returns';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import type { Order } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/order-line';
import { FormikField } from '@/components/form/formik-field';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { GridSubmit } from '@/components/form/grid-submit';
import { runWithRefusals, useNotify } from '@/lib/notify';
import { Dialog } from '@/components/ui/dialog';
import { returnStep } from '../api/return-steps';

type Step = 'decline' | 'receive';

const run = (call: () => Promise<unknown>, success: string) =>
  runWithRefusals(call, success, RETURN_TEXT.failed);

/** The refund in dollars as the form has it, in cents (NaN when it is not a number). */
const centsOf = (dollars: string) =>
  dollars.trim() === '' ? Number.NaN : toCents(Number(dollars.replace(',', '.')));

function DeclineForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const form = useFormik({
    initialValues: { reason: '' },
    validate: (values) =>
      validateYupSchema(values, returnDeclineSchema).then(() => ({}), yupToFormErrors),
    onSubmit: async (values) => {
      const { reason } = returnDeclineSchema.cast(values);
      if (await run(() => returnStep(order._id, 'decline', { reason }), RETURN_TEXT.declined)) {
        onDone();
      }
    },
  });
  return (
    <FormikGridForm form={form} label={RETURN_TEXT.decline}>
      <Grid size={12}>
        <FormikField name="reason" required label={RETURN_TEXT.declineReason} multiline />
      </Grid>
      <GridSubmit label={RETURN_TEXT.decline} submitting={form.isSubmitting} color="error" />
    </FormikGridForm>
  );
}

function ReceiveForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const left = refundableCents(order);
  const schema = returnReceiveSchema(left);
  const form = useFormik({
    initialValues: { amount: (left / 100).toFixed(2), restock: true, reason: '' },
    validate: (values) =>
      validateYupSchema({ ...values, amount: centsOf(values.amount) }, schema).then(
        () => ({}),
        yupToFormErrors,
      ),
    onSubmit: async (values) => {
      const { reason } = schema.cast({ ...values, amount: centsOf(values.amount) });
      const body = { amount: centsOf(values.amount), restock: values.restock, reason };
      if (await run(() => returnStep(order._id, 'receive', body), RETURN_TEXT.received)) onDone();
    },
  });
  return (
    <FormikGridForm form={form} label={RETURN_TEXT.receive}>
      <Grid size={12}>
        <FormikField
          name="amount"
          required
          label={RETURN_TEXT.refundAmount}
          helperText={formatPrice(left / 100)}
          inputProps={{ inputMode: 'decimal' }}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Checkbox
              name="restock"
              checked={form.values.restock}
              onChange={(event) => void form.setFieldValue('restock', event.target.checked)}
            />
          }
          label={RETURN_TEXT.restock}
        />
      </Grid>
      <Grid size={12}>
        <FormikField name="reason" required label={ROLE_TEXT.reason} multiline />
      </Grid>
      <GridSubmit label={RETURN_TEXT.receive} submitting={form.isSubmitting} />
    </FormikGridForm>
  );
}

/** The admins' steps of an order's return: approve, decline with a reason, mark received. */
export function ReturnActions({ order }: { order: Order }) {
  const notify = useNotify();
  const [step, setStep] = useState<Step | null>(null);
  const [approving, setApproving] = useState(false);
  const close = () => setStep(null);
  const approve = async () => {
    setApproving(true);
    await notify(() => returnStep(order._id, 'approve'), RETURN_TEXT.approved, RETURN_TEXT.failed);
    setApproving(false);
  };
  const { status } = order;
  if (status !== 'returnRequested' && status !== 'returnApproved') {
    return order.returnDeclineReason ? (
      <Typography variant="body2">{RETURN_TEXT.reasonOf(order.returnDeclineReason)}</Typography>
    ) : null;
  }
  return (
    <>
      {order.returnReason && (
        <Typography variant="body2">
          {RETURN_TEXT.reasonOf(RETURN_REASON_LABELS[order.returnReason])}
          {order.returnComment ? ` ("${order.returnComment}")` : ''}
        </Typography>
      )}
      {status === 'returnRequested' && (
        <>
          <Button variant="contained" disabled={approving} onClick={() => void approve()}>
            {RETURN_TEXT.approve}
          </Button>
          <Button color="error" variant="outlined" onClick={() => setStep('decline')}>
            {RETURN_TEXT.decline}
          </Button>
        </>
      )}
      {status === 'returnApproved' && (
        <Button variant="contained" onClick={() => setStep('receive')}>
          {RETURN_TEXT.receive}
        </Button>
      )}
      <Dialog open={step !== null} onClose={close} aria-labelledby="return-step-title" fullWidth>
        <DialogTitle id="return-step-title">
          {step === 'decline'
            ? RETURN_TEXT.decline
            : RETURN_TEXT.receiveTitle(orderLineName(order))}
        </DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          {step === 'decline' && <DeclineForm order={order} onDone={close} />}
          {step === 'receive' && <ReceiveForm order={order} onDone={close} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{RETURN_TEXT.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
