import { Box, Button, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useFormik, type FormikErrors } from 'formik';
import { useSnackbar } from 'notistack';
import { useRef, useState, type ChangeEvent } from 'react';
import { ValidationError } from 'yup';
import { TOOL_CATEGORIES, type ToolCategory } from '@pedalworks/domain/catalogue';
import { IMAGE_CONTENT_TYPES, LOW_STOCK_THRESHOLD } from '@pedalworks/domain/constants';
import { CATALOGUE_TEXT, DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { SALES_TEXT } from '@pedalworks/domain/sales';
import { toolSchema } from '@pedalworks/domain/schemas';
import type { ToolInput } from '@pedalworks/domain/types';
import { visuallyHidden } from '@/theme/visually-hidden';
import { uploadToolImage } from '../api/upload-tool-image';

interface ToolValues {
  name: string;
  imageUrl: string;
  minimumOrder: string | number;
  availableQuantity: string | number;
  price: string | number;
  description: string;
  category: ToolCategory | '';
  lowStockThreshold: string | number;
}

const valuesOf = (tool?: ToolInput): ToolValues => ({
  name: tool?.name ?? '',
  imageUrl: tool?.img ?? '',
  minimumOrder: tool?.minimumOrder ?? '',
  availableQuantity: tool?.availableQuantity ?? '',
  price: tool?.price ?? '',
  description: tool?.description ?? '',
  category: tool?.category ?? '',
  lowStockThreshold: tool?.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
});

/**
 * Formik hands number inputs over as numbers, or '' when empty: an empty field is missing
 * (NaN gives the schema's required message), not zero.
 */
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
  initial?: ToolInput;
  submitLabel: string;
  /** Saves the tool; answers whether it worked (the form is then cleared unless editing). */
  onSave: (tool: ToolInput) => Promise<boolean>;
}

/** What a chosen image file is validated as: Storage's download URLs are https://. */
const UPLOADED_IMAGE_STAND_IN = 'https://firebasestorage.googleapis.com/tools/upload';

/**
 * A tool's fields checked with the shared toolSchema. The image is a file uploaded to Storage
 * (its download URL becomes img) or, instead, an image URL.
 */
export function ToolForm({ label, initial, submitLabel, onSave }: ToolFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  // The chosen file is read by validate and submit in the same event it changes: keep it in a ref.
  const file = useRef<File | null>(null);
  const [fileName, setFileName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useFormik<ToolValues>({
    initialValues: valuesOf(initial),
    validate: async (values) => {
      try {
        await toolSchema.validate(
          asInput(values, file.current ? UPLOADED_IMAGE_STAND_IN : values.imageUrl),
          {
            abortEarly: false,
          },
        );
        return {};
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const errors: FormikErrors<ToolValues> = {};
        for (const issue of error.inner) {
          const field = (issue.path === 'img' ? 'imageUrl' : issue.path) as keyof ToolValues;
          errors[field] ??= issue.message;
        }
        return errors;
      }
    },
    onSubmit: async (values, { resetForm }) => {
      let img = values.imageUrl.trim();
      if (file.current) {
        try {
          img = await uploadToolImage(file.current);
        } catch {
          enqueueSnackbar(NOTICE.imageUploadUnavailable, { variant: 'error' });
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
  const shown = (field: keyof ToolValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const text = (field: keyof ToolValues, fieldLabel: string, type = 'text') => (
    <TextField
      fullWidth
      label={fieldLabel}
      type={type}
      {...form.getFieldProps(field)}
      error={Boolean(shown(field))}
      helperText={shown(field) ?? ' '}
    />
  );
  return (
    <Grid
      container
      spacing={2}
      component="form"
      aria-label={label}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <Grid size={12}>{text('name', DASHBOARD_TEXT.toolName)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Box>
          <Button variant="outlined" component="label" htmlFor="tool-image-file">
            {DASHBOARD_TEXT.chooseImage}
          </Button>
          <Box
            component="input"
            id="tool-image-file"
            ref={fileInput}
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            aria-label={DASHBOARD_TEXT.imageFile}
            // The button (a label) takes the focus and opens the file chooser.
            tabIndex={-1}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              file.current = event.target.files?.[0] ?? null;
              setFileName(file.current?.name ?? '');
              void form.setFieldTouched('imageUrl', true);
            }}
            sx={visuallyHidden}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {fileName}
          </Typography>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('imageUrl', DASHBOARD_TEXT.imageUrl, 'url')}</Grid>
      <Grid size={12}>
        <TextField
          select
          fullWidth
          required
          label={CATALOGUE_TEXT.category}
          {...form.getFieldProps('category')}
          error={Boolean(shown('category'))}
          helperText={shown('category') ?? ' '}
        >
          {TOOL_CATEGORIES.map(({ slug, label: categoryLabel }) => (
            <MenuItem key={slug} value={slug}>
              {categoryLabel}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {text('minimumOrder', DASHBOARD_TEXT.minimumOrderField, 'number')}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {text('availableQuantity', DASHBOARD_TEXT.availableQuantityField, 'number')}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('price', DASHBOARD_TEXT.priceField, 'number')}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {text('lowStockThreshold', SALES_TEXT.lowStockThresholdField, 'number')}
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={DASHBOARD_TEXT.description}
          {...form.getFieldProps('description')}
          error={Boolean(shown('description'))}
          helperText={shown('description') ?? ' '}
        />
        <Typography variant="caption" component="p" sx={{ textAlign: 'right' }} aria-live="polite">
          {TEXT.descriptionCounter(form.values.description.length)}
        </Typography>
      </Grid>
      <Grid size={12}>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {submitLabel}
        </Button>
      </Grid>
    </Grid>
  );
}
