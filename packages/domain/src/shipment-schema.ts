/**
 * The yup schema of a shipment (shipment.ts), for the ship dialog and the API: apart from the
 * carriers and their texts, so that a page which shows a tracking number does not bring yup.
 */
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

/**
 * A shipment as the ship dialog and the API take it: a known carrier and a tracking number,
 * both or neither. Spaces in the number are dropped (carriers print them between groups).
 */
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
