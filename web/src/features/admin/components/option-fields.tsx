import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import {
  FieldArray,
  FormikProvider,
  useFormik,
  validateYupSchema,
  yupToFormErrors,
  type FormikProps,
} from 'formik';
import type { ToolOption } from '@pedalworks/domain/types';
import { optionEditSchema, type OptionEdit } from '@pedalworks/domain/variant-schemas';
import { VARIANT_MAX, VARIANT_TEXT } from '@pedalworks/domain/variants';
import { FormikField } from '@/components/form/formik-field';

/** One value as the form holds it: the numbers as typed ('' when empty). */
interface ValueRow {
  /** The row's React key: a value's id, or one made for a new value. */
  key: string;
  /** An existing value's id; none for a new one. */
  id?: string;
  value: string;
  price: number | '';
  /** A new value's stock to start with (an existing value's moves by Restock alone). */
  stock: number | '';
  /** An existing value's stock, shown. */
  current?: number;
}

export interface OptionValues {
  name: string;
  variants: ValueRow[];
}

let newRows = 0;
const newRow = (): ValueRow => ({ key: `new-${(newRows += 1)}`, value: '', price: '', stock: '' });

const valuesOf = (option?: ToolOption | null): OptionValues => ({
  name: option?.name ?? '',
  variants:
    option?.variants.map((variant) => ({
      key: variant.id,
      id: variant.id,
      value: variant.value,
      price: variant.price ?? '',
      stock: '',
      current: variant.stock,
    })) ?? [],
});

/** Whether the admin has started an option (an empty editor means a tool without one). */
export const hasOptionInput = (values: OptionValues) =>
  values.name.trim() !== '' || values.variants.length > 0;

/** The new stock the values bring, which becomes a new tool's stock. */
export const newValuesStock = (values: OptionValues) =>
  values.variants.reduce((sum, row) => sum + (row.id ? 0 : Number(row.stock) || 0), 0);

/** The edit PUT /tool/{id}/option takes: an existing value's stock moves by Restock alone. */
export const optionEditOf = (values: OptionValues): OptionEdit => ({
  name: values.name.trim(),
  variants: values.variants.map(({ id, value, price, stock }) => ({
    ...(id ? { id } : { stock: stock === '' ? Number.NaN : Number(stock) }),
    value: value.trim(),
    price: price === '' ? null : Number(price),
  })),
});

/** Checked with the domain's optionEditSchema, the server's own. */
export function useOptionForm(
  option: ToolOption | null | undefined,
  onSubmit: (edit: OptionEdit, form: FormikProps<OptionValues>) => Promise<void> = async () => {},
) {
  const form: FormikProps<OptionValues> = useFormik<OptionValues>({
    initialValues: valuesOf(option),
    validate: (values) =>
      validateYupSchema(optionEditOf(values), optionEditSchema).then(
        () => ({}),
        yupToFormErrors<OptionValues>,
      ),
    onSubmit: (values) => onSubmit(optionEditOf(values), form),
  });
  return form;
}

/** The option's values, in the order the picker shows them; the caller places it in a form. */
export function OptionFields({ form }: { form: FormikProps<OptionValues> }) {
  const { variants } = form.values;
  // An error of the whole list (two values with one name, too many), shown once tried.
  const listError =
    typeof form.errors.variants === 'string' && form.submitCount > 0 ? form.errors.variants : '';
  return (
    <FormikProvider value={form}>
      <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h6" sx={{ p: 0 }}>
          {VARIANT_TEXT.editorTitle}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {VARIANT_TEXT.editorHint}
        </Typography>
        <FormikField
          name="name"
          label={VARIANT_TEXT.optionNameLabel}
          helperText={VARIANT_TEXT.optionNameHint}
        />
        <FieldArray name="variants">
          {(rows) => (
            <>
              {variants.map((row, index) => (
                <Stack
                  key={row.key}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <FormikField
                    name={`variants.${index}.value`}
                    label={VARIANT_TEXT.valueNumbered(index + 1)}
                  />
                  <FormikField
                    name={`variants.${index}.price`}
                    label={VARIANT_TEXT.valuePriceLabel}
                    type="number"
                  />
                  {row.id ? (
                    <Typography variant="body2" sx={{ width: '100%', pt: { sm: 4 } }}>
                      {VARIANT_TEXT.stockNow(row.current ?? 0)}
                    </Typography>
                  ) : (
                    <FormikField
                      name={`variants.${index}.stock`}
                      label={VARIANT_TEXT.initialStockLabel}
                      type="number"
                    />
                  )}
                  <Box sx={{ display: 'flex', pt: { sm: 3 }, flexShrink: 0 }}>
                    <IconButton
                      aria-label={VARIANT_TEXT.moveUp(row.value)}
                      disabled={index === 0}
                      onClick={() => rows.swap(index, index - 1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={VARIANT_TEXT.moveDown(row.value)}
                      disabled={index === variants.length - 1}
                      onClick={() => rows.swap(index, index + 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={VARIANT_TEXT.removeValueOf(row.value)}
                      color="error"
                      onClick={() => rows.remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                </Stack>
              ))}
              {listError && <Alert severity="error">{listError}</Alert>}
              <Box>
                <Button
                  variant="outlined"
                  disabled={variants.length >= VARIANT_MAX}
                  onClick={() => rows.push(newRow())}
                >
                  {VARIANT_TEXT.addValue}
                </Button>
              </Box>
            </>
          )}
        </FieldArray>
      </Stack>
    </FormikProvider>
  );
}
