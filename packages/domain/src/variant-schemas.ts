/** An admin's edit of a tool's option (PUT /api/tool/{id}/option, Add and Manage Tools). */
import { array, number, object, string, type InferType } from 'yup';
import { API_ERROR } from './form-messages';
import { availableQuantity, unitPrice, variantId } from './schemas';
import { VARIANT_MAX, VARIANT_TEXT, VARIANT_TEXT_MAX_LENGTH } from './variants';

const variantText = (required: string) =>
  string()
    .typeError(required)
    .trim()
    .required(required)
    .max(VARIANT_TEXT_MAX_LENGTH, VARIANT_TEXT.textTooLong);

/**
 * A new value's stock is checked here; an existing one's may only repeat the stored stock, which
 * the server checks. A blank price (null) means the tool's.
 */
export const variantEditSchema = object({
  id: variantId(),
  value: variantText(VARIANT_TEXT.valueRequired),
  price: unitPrice().nullable().optional(),
  stock: number().when('id', {
    is: (id: string | undefined) => Boolean(id),
    then: () =>
      number()
        .typeError(API_ERROR.stockNotEditable)
        .integer(API_ERROR.stockNotEditable)
        .min(0, API_ERROR.stockNotEditable)
        .optional(),
    otherwise: () => availableQuantity(),
  }),
});

export const optionEditSchema = object({
  name: variantText(VARIANT_TEXT.optionNameRequired),
  variants: array(variantEditSchema.required())
    .typeError(VARIANT_TEXT.valueRequired)
    .required(VARIANT_TEXT.valueRequired)
    .min(1, VARIANT_TEXT.valueRequired)
    .max(VARIANT_MAX, VARIANT_TEXT.tooManyValues)
    .test('unique-values', VARIANT_TEXT.valueDuplicate, (variants) => {
      const values = (variants ?? []).map((variant) => variant.value.trim().toLowerCase());
      return new Set(values).size === values.length;
    })
    .test('unique-ids', VARIANT_TEXT.unknownVariant, (variants) => {
      const ids = (variants ?? []).flatMap((variant) => (variant.id ? [variant.id] : []));
      return new Set(ids).size === ids.length;
    }),
});

export type OptionEdit = InferType<typeof optionEditSchema>;
export type VariantEdit = InferType<typeof variantEditSchema>;
