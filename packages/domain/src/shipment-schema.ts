/** Apart from shipment.ts, so that a page showing a tracking number does not bring yup. */
import { object, string } from 'yup';
import {
  CARRIER_IDS,
  SHIPMENT_TEXT,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
} from './shipment';

/** '' and spaces are no value: the dialog sends what its fields hold. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Both or neither; spaces, which carriers print between groups, are dropped. */
export const shipmentSchema = object({
  carrier: string()
    .transform(blankToUndefined)
    .oneOf(CARRIER_IDS, SHIPMENT_TEXT.unknownCarrier)
    .optional(),
  trackingNumber: string()
    .transform((value: unknown) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? blank.replace(/\s+/g, '') : blank;
    })
    .max(TRACKING_NUMBER_MAX_LENGTH, SHIPMENT_TEXT.numberTooLong)
    .matches(TRACKING_NUMBER_PATTERN, SHIPMENT_TEXT.numberInvalid)
    .optional(),
}).test('both-or-neither', function bothOrNeither(value) {
  if (value.carrier && !value.trackingNumber) {
    return this.createError({ path: 'trackingNumber', message: SHIPMENT_TEXT.numberRequired });
  }
  if (!value.carrier && value.trackingNumber) {
    return this.createError({ path: 'carrier', message: SHIPMENT_TEXT.carrierRequired });
  }
  return true;
});
