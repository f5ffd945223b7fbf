/** Shared by My Orders, Manage Orders and the timeline (features never import each other). */
import { Link, Typography } from '@mui/material';
import { SHIPMENT_TEXT, carrierName, trackingUrl } from '@pedalworks/domain/shipment';

interface TrackingProps {
  carrier: string;
  trackingNumber: string;
}

/** The carrier's tracking page for the number, in a new tab; nothing for a carrier without one. */
export function TrackingLink({ carrier, trackingNumber }: TrackingProps) {
  const url = trackingUrl(carrier, trackingNumber);
  if (!url) return null;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
      {SHIPMENT_TEXT.track(carrierName(carrier), trackingNumber)}
    </Link>
  );
}

/** An order's carrier and tracking number, with the link to follow the parcel. */
export function ShipmentSummary({ shipment }: { shipment?: TrackingProps | null }) {
  if (!shipment) return null;
  return (
    <Typography variant="body2" component="span" sx={{ wordBreak: 'break-all' }}>
      {SHIPMENT_TEXT.summary(carrierName(shipment.carrier), shipment.trackingNumber)}{' '}
      <TrackingLink {...shipment} />
    </Typography>
  );
}
