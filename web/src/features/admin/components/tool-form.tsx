import { Box, Button, Grid, MenuItem, Select, Typography } from '@mui/material';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { TOOL_CATEGORIES } from '@pedalworks/domain/catalogue';
import { IMAGE_CONTENT_TYPES, LOW_STOCK_THRESHOLD } from '@pedalworks/domain/constants';
import { CATALOGUE_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { SALES_TEXT } from '@pedalworks/domain/sales';
import { toolEditSchema, toolSchema } from '@pedalworks/domain/schemas';
import type { ToolCategory, ToolInput } from '@pedalworks/domain/types';
import { VARIANT_TEXT } from '@pedalworks/domain/variants';
import { FormikField } from '@/components/form/formik-field';
import { FormikGridForm } from '@/components/form/formik-grid-form';
import { visuallyHidden } from '@/theme/visually-hidden';
import { toast } from '@/lib/toast';
import { uploadToolImage } from '../api/upload-tool-image';

/** The form's values: a tool's fields, the numbers as typed ('' when empty). */
interface ToolValues {
  name: string;
  img: string;
  minimumOrder: string | number;
  availableQuantity: string | number;
  price: string | number;
  description: string;
  category: ToolCategory | '';
  lowStockThreshold: string | number;
}

const valuesOf = (tool?: ToolInput): ToolValues => ({
  name: tool?.name ?? '',
  img: tool?.img ?? '',
  minimumOrder: tool?.minimumOrder ?? '',
  availableQuantity: tool?.availableQuantity ?? '',
  price: tool?.price ?? '',
  description: tool?.description ?? '',
  category: tool?.category ?? '',
  lowStockThreshold: tool?.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
});

/** An empty number field is missing (NaN gets the schema's required message), not zero. */
const numberOf = (value: string | number) => (value === '' ? Number.NaN : Number(value));

const asInput = (values: ToolValues, img: string): ToolInput => ({
  name: values.name.trim(),
  img,
  minimumOrder: numberOf(values.minimumOrder),
  availableQuantity: numberOf(values.availableQuantity),
  price: numberOf(values.price),
  description: values.description.trim(),
  // An empty choice is missing: the schema's required message.
  category: values.category as ToolCategory,
  lowStockThreshold: numberOf(values.lowStockThreshold),
});

interface ToolFormProps {
  label: string;
  /** The tool being edited: its stock is shown, not edited, so no stale form undoes an order's. */
  initial?: ToolInput;
  submitLabel: string;
  /** Saves the tool; answers whether it worked (the form is then cleared unless editing). */
  onSave: (tool: ToolInput) => Promise<boolean>;
  /** A new tool's stock when it has sizes or fits (its values' sum), in place of the field. */
  variantStock?: number;
  /** More fields, before the submit button (Add Tools' sizes and fits). */
  children?: ReactNode;
}

/** What a chosen image file is validated as: Storage's download URLs are https://. */
const UPLOADED_IMAGE_STAND_IN = 'https://firebasestorage.googleapis.com/tools/upload';

/** The image is a file uploaded to Storage or, instead, an image URL. */
export function ToolForm({
  label,
  initial,
  submitLabel,
  onSave,
  variantStock,
  children,
}: ToolFormProps) {
  // The chosen file is read by validate and submit in the same event it changes: keep it in a ref.
  const file = useRef<File | null>(null);
  const [fileName, setFileName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const schema = initial ? toolEditSchema : toolSchema;
  const form = useFormik<ToolValues>({
    initialValues: valuesOf(initial),
    // The shared schema as formik applies one, a chosen file standing in for its future URL.
    validate: (values) =>
      validateYupSchema(
        {
          ...values,
          ...(file.current && { img: UPLOADED_IMAGE_STAND_IN }),
          ...(variantStock !== undefined && { availableQuantity: variantStock }),
        },
        schema,
      ).then(() => ({}), yupToFormErrors<ToolValues>),
    onSubmit: async (formValues, { resetForm }) => {
      const values =
        variantStock === undefined
          ? formValues
          : { ...formValues, availableQuantity: variantStock };
      let img = values.img.trim();
      if (file.current) {
        try {
          img = await uploadToolImage(file.current);
        } catch {
          toast(NOTICE.imageUploadUnavailable, 'error');
          return;
        }
      }
      if ((await onSave(asInput(values, img))) && !initial) {
        resetForm();
        file.current = null;
        setFileName('');
        if (fileInput.current) fileInput.current.value = '';
      }
    },
  });
  const text = (field: keyof ToolValues, fieldLabel: string, type = 'text') => (
    <FormikField name={field} label={fieldLabel} type={type} />
  );
  return (
    <FormikGridForm form={form} label={label}>
      <Grid size={12}>{text('name', ADMIN_TEXT.toolName)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Box>
          <Button variant="outlined" component="label" htmlFor="tool-image-file">
            {ADMIN_TEXT.chooseImage}
          </Button>
          <Box
            component="input"
            id="tool-image-file"
            ref={fileInput}
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            aria-label={ADMIN_TEXT.imageFile}
            // The button (a label) takes the focus and opens the file chooser.
            tabIndex={-1}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              file.current = event.target.files?.[0] ?? null;
              setFileName(file.current?.name ?? '');
              void form.setFieldTouched('img', true);
            }}
            sx={visuallyHidden}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {fileName}
          </Typography>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('img', ADMIN_TEXT.imageUrl, 'url')}</Grid>
      <Grid size={12}>
        <FormikField
          name="category"
          required
          label={CATALOGUE_TEXT.category}
          input={
            <Select>
              {TOOL_CATEGORIES.map(({ slug, label: categoryLabel }) => (
                <MenuItem key={slug} value={slug}>
                  {categoryLabel}
                </MenuItem>
              ))}
            </Select>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {text('minimumOrder', ADMIN_TEXT.minimumOrderField, 'number')}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {initial ? (
          <Typography variant="body2">
            {STOCK_TEXT.inStock(initial.availableQuantity)}
            <br />
            {STOCK_TEXT.editHint}
          </Typography>
        ) : variantStock !== undefined ? (
          <Typography variant="body2">{VARIANT_TEXT.stockOfValues(variantStock)}</Typography>
        ) : (
          text('availableQuantity', ADMIN_TEXT.availableQuantityField, 'number')
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('price', ADMIN_TEXT.priceField, 'number')}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {text('lowStockThreshold', SALES_TEXT.lowStockThresholdField, 'number')}
      </Grid>
      <Grid size={12}>
        <FormikField name="description" label={ADMIN_TEXT.description} multiline minRows={3} />
        <Typography variant="caption" component="p" sx={{ textAlign: 'right' }} aria-live="polite">
          {TEXT.descriptionCounter(form.values.description.length)}
        </Typography>
      </Grid>
      {children && <Grid size={12}>{children}</Grid>}
      <Grid size={12}>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {submitLabel}
        </Button>
      </Grid>
    </FormikGridForm>
  );
}
