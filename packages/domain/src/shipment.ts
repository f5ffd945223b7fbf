/** The carriers and their tracking pages; an order's `shipment` is set by the server alone. */
import type { CarrierId, Shipment } from './types';

/** `{number}` takes the URL-encoded number; 'other' has no page, so its number shows unlinked. */
export const CARRIERS = {
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  usps: {
    name: 'USPS',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  dhl: {
    name: 'DHL',
    trackingUrl: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id={number}',
  },
  other: { name: 'Other carrier', trackingUrl: null },
} as const satisfies Record<CarrierId, { name: string; trackingUrl: string | null }>;

export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];

export const isCarrierId = (value: unknown): value is CarrierId =>
  typeof value === 'string' && Object.hasOwn(CARRIERS, value);

/** The longest tracking number (carriers' run to 34 characters). */
export const TRACKING_NUMBER_MAX_LENGTH = 40;

/** Letters, digits and hyphens (spaces typed between groups are dropped). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

/** The carrier's name, for any stored value (an unknown one shows as it is). */
export const carrierName = (carrier: string): string =>
  isCarrierId(carrier) ? CARRIERS[carrier].name : carrier;

/** The carrier's tracking page for `trackingNumber`, or null (Other, or an unknown carrier). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const template = isCarrierId(carrier) ? CARRIERS[carrier].trackingUrl : null;
  return template ? template.replace('{number}', encodeURIComponent(trackingNumber)) : null;
}

export const SHIPMENT_TEXT = {
  shipTitle: (tool: string) => `Ship ${tool}`,
  editTitle: (tool: string) => `Edit tracking of ${tool}`,
  hint: 'Both optional: leave them empty to ship without tracking.',
  carrier: 'Carrier',
  noCarrier: 'None',
  trackingNumber: 'Tracking number',
  ship: 'Ship',
  save: 'Save tracking',
  cancel: 'Cancel',
  editTracking: 'Edit tracking',
  /** The shipment on an order (My Orders, Manage Orders, mails). */
  summary: (carrier: string, trackingNumber: string) => `${carrier} ${trackingNumber}`,
  /** The link's name: says it opens the carrier's page, in a new tab. */
  track: (carrier: string, trackingNumber: string) =>
    `Track ${trackingNumber} at ${carrier} (opens in a new tab)`,
  updated: (tool: string) => `Tracking of ${tool} saved`,
  failed: 'Sorry, failed to save the tracking number',
  // Refusals (400 from the API, the dialog's field errors).
  unknownCarrier: 'Choose a carrier from the list',
  carrierRequired: 'Choose the carrier of this tracking number',
  numberRequired: 'Enter the tracking number of this carrier',
  numberTooLong: `A tracking number has at most ${TRACKING_NUMBER_MAX_LENGTH} characters`,
  numberInvalid: 'A tracking number has only letters, digits and hyphens',
  notShipped: 'Only a shipped order has tracking to correct',
} as const;

/** The shipment of valid input, or undefined for none. */
export function shipmentOf(input: { carrier?: string; trackingNumber?: string }) {
  return input.carrier && input.trackingNumber && isCarrierId(input.carrier)
    ? ({ carrier: input.carrier, trackingNumber: input.trackingNumber } satisfies Shipment)
    : undefined;
}
