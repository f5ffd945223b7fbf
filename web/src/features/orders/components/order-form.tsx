import { Alert, Button, MenuItem, Select, Stack, Typography } from '@mui/material';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useState, type Ref } from 'react';
import { formatPrice, orderPrice } from '@pedalworks/domain/format';
import { API_ERROR, ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  SHIPPING_TEXT,
  type CountryCode,
} from '@pedalworks/domain/pricing';
import { orderContactSchema, orderQuantitySchema } from '@pedalworks/domain/schemas';
import type { Customer, Tool, ToolVariant } from '@pedalworks/domain/types';
import { soldOutOf, stockOf, unitPriceOf } from '@pedalworks/domain/variants';
import { FormField } from '@/components/form/form-field';
import { FormikField } from '@/components/form/formik-field';
import { FormCard } from '@/components/ui/form-card';
import { ApiError } from '@/lib/api-client';
import { loadFirebase } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useLastOrderCountry } from '../api/last-order-country';

/** What an order can take: the variant's stock and price if one is chosen, else the tool's. */
interface Bounds {
  minimumOrder: number;
  stock: number;
  unitPrice: number;
}

/** The message of the first rule a quantity breaks, or '' when it is within the bounds. */
function quantityError(bounds: Bounds, quantity: number | ''): string {
  try {
    orderQuantitySchema(bounds.minimumOrder, bounds.stock, bounds.unitPrice).validateSync(
      quantity === '' ? undefined : quantity,
    );
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Formik hands a number input over as a number, or '' when it is empty. */
interface OrderValues {
  orderedQuantity: number | '';
  phone: string;
  address: string;
  /** Where it ships: the order's zone prices the parcel. */
  country: CountryCode;
}

interface OrderFormProps {
  tool: Tool;
  /** The variant ordered, of a tool with an option (the tool page's picker chooses it). */
  variant?: ToolVariant;
  customer: Customer;
  quantityRef?: Ref<HTMLInputElement>;
}

/** The engine's refusals of an unverified account at its holding caps. */
const UNVERIFIED_CAPS: string[] = [API_ERROR.unverifiedToolCap, API_ERROR.unverifiedTotalCap];

async function sendVerification(email: string): Promise<void> {
  const [{ auth }, { sendEmailVerification }] = await Promise.all([
    loadFirebase(),
    import('firebase/auth'),
  ]);
  if (!auth.currentUser) throw new Error('signed out');
  await sendEmailVerification(auth.currentUser);
  toast(ORDER_TEXT.verificationSent(email), 'success');
}

export function OrderForm({ tool, variant, customer, quantityRef }: OrderFormProps) {
  // The cap an unverified account reached, which the form explains with the offer to verify.
  const [capped, setCapped] = useState('');
  const lastCountry = useLastOrderCountry(customer.uid);
  const initialValues: OrderValues = {
    orderedQuantity: tool.minimumOrder,
    phone: '',
    address: '',
    country: lastCountry,
  };
  const form = useFormik<OrderValues>({
    initialValues,
    // The quantity's bounds are the tool's: its error, like the total, shows as it changes.
    initialTouched: { orderedQuantity: true },
    validationSchema: orderContactSchema,
    onSubmit: async (values, { resetForm }) => {
      const input = {
        toolId: tool._id,
        ...(variant && { variantId: variant.id }),
        ...values,
        orderedQuantity: Number(values.orderedQuantity),
      };
      const { placeOrder } = await import('../api/place-order');
      try {
        await placeOrder(input);
      } catch (error) {
        // Refusals (a 400 or 409) say why; anything else is the spec's plain failure.
        const refused = error instanceof ApiError && (error.status === 409 || error.status === 400);
        const refusal = refused ? error.message : '';
        setCapped(UNVERIFIED_CAPS.includes(refusal) ? refusal : '');
        toast(refusal || NOTICE.orderFailed, 'error');
        return;
      }
      setCapped('');
      toast(NOTICE.orderAdded, 'success');
      // The next order most likely goes where this one does.
      resetForm({ values: { ...initialValues, country: values.country } });
    },
  });
  // The newest order's country arrives after the first render: taken while the field is untouched.
  const { setFieldValue } = form;
  const untouched = !form.touched.country && form.values.country === DEFAULT_COUNTRY;
  useEffect(() => {
    if (untouched) void setFieldValue('country', lastCountry);
  }, [lastCountry, untouched, setFieldValue]);
  // A chosen variant's bounds follow it live: its stock as it moves, its own price.
  const bounds: Bounds = {
    minimumOrder: tool.minimumOrder,
    stock: stockOf(tool, variant),
    unitPrice: unitPriceOf(tool, variant),
  };
  const outOfStock = soldOutOf(tool, variant);
  // Out of stock, the form says so instead of the quantity's bounds, which cannot be met.
  const quantityMessage = outOfStock ? '' : quantityError(bounds, form.values.orderedQuantity);

  return (
    <FormCard title={DASHBOARD_TEXT.orderForm} level="h2">
      <FormikProvider value={form}>
        <Stack
          component="form"
          aria-label={DASHBOARD_TEXT.orderForm}
          noValidate
          spacing={2}
          onSubmit={form.handleSubmit}
        >
          <FormField name="name" label={DASHBOARD_TEXT.name} value={customer.name} readOnly />
          <FormField name="email" label={DASHBOARD_TEXT.email} value={customer.email} readOnly />
          {tool.option && variant && (
            // What is ordered, as the picker beside the form chose it.
            <FormField name="variant" label={tool.option.name} value={variant.value} readOnly />
          )}
          <FormField
            label={DASHBOARD_TEXT.orderQuantity}
            type="number"
            inputRef={quantityRef}
            {...form.getFieldProps('orderedQuantity')}
            disabled={outOfStock}
            error={quantityMessage || undefined}
            touched={form.touched.orderedQuantity}
            inputProps={{ min: bounds.minimumOrder, max: bounds.stock }}
          />
          {outOfStock ? (
            <Alert severity="warning">{DASHBOARD_TEXT.outOfStock}</Alert>
          ) : (
            <Typography aria-live="polite">
              {DASHBOARD_TEXT.orderTotal}:{' '}
              <strong>
                {quantityMessage === ''
                  ? formatPrice(orderPrice(bounds.unitPrice, Number(form.values.orderedQuantity)))
                  : '-'}
              </strong>
            </Typography>
          )}
          <FormikField name="phone" label={DASHBOARD_TEXT.phone} type="tel" />
          <FormikField name="address" label={DASHBOARD_TEXT.address} multiline minRows={3} />
          <FormikField
            name="country"
            label={SHIPPING_TEXT.country}
            input={
              <Select>
                {COUNTRIES.map(({ code, name }) => (
                  <MenuItem key={code} value={code}>
                    {name}
                  </MenuItem>
                ))}
              </Select>
            }
          />
          {capped && (
            <Alert
              severity="info"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() =>
                    void sendVerification(customer.email).catch(() =>
                      toast(ORDER_TEXT.verificationFailed, 'error'),
                    )
                  }
                >
                  {ORDER_TEXT.sendVerification}
                </Button>
              }
            >
              {capped}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={outOfStock || quantityMessage !== '' || form.isSubmitting}
          >
            {DASHBOARD_TEXT.add}
          </Button>
        </Stack>
      </FormikProvider>
    </FormCard>
  );
}
