import { Box, CircularProgress, Typography } from '@mui/material';
import { trackingUrl } from '@pedalworks/domain/shipment';
import { TIMELINE_TEXT, describeActor, describeEvent } from '@pedalworks/domain/timeline';
import { useOrderTimeline } from '@/hooks/use-order-timeline';
import { TrackingLink } from '@/components/ui/shipment-summary';

/** The events of an order: what happened, when (the reader's locale) and who did it. */
export function TimelineList({ orderId, viewerUid }: { orderId: string; viewerUid?: string }) {
  const { status, items } = useOrderTimeline(orderId);
  if (status === 'loading')
    return <CircularProgress size={20} aria-label={TIMELINE_TEXT.heading} />;
  if (items.length === 0) return <Typography variant="body2">{TIMELINE_TEXT.empty}</Typography>;
  return (
    <Box component="ol" aria-label={TIMELINE_TEXT.heading} sx={{ m: 0, pl: 3 }}>
      {items.map((event) => (
        <Typography key={event.id} component="li" variant="body2">
          {event.at && (
            <time dateTime={event.at.toISOString()}>
              {event.at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          )}
          {' · '}
          {describeEvent(event)} {TIMELINE_TEXT.by(describeActor(event.by, viewerUid))}
          {event.details.carrier &&
            event.details.trackingNumber &&
            trackingUrl(event.details.carrier, event.details.trackingNumber) && (
              <>
                {' · '}
                <TrackingLink
                  carrier={event.details.carrier}
                  trackingNumber={event.details.trackingNumber}
                />
              </>
            )}
        </Typography>
      ))}
    </Box>
  );
}
