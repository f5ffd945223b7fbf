/** Shared by My Orders and Manage Orders (features never import each other). */
import { Box, Button, CircularProgress, Collapse, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { trackingUrl } from '@pedalworks/domain/shipment';
import { TIMELINE_TEXT, describeActor, describeEvent } from '@pedalworks/domain/timeline';
import { useOrderTimeline } from '@/hooks/use-order-timeline';
import { TrackingLink } from '@/components/ui/shipment-summary';

/** The events of an order: what happened, when (the reader's locale) and who did it. */
function TimelineList({ orderId, viewerUid }: { orderId: string; viewerUid?: string }) {
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

/**
 * A button that shows or hides an order's history; the events are read only once it is open.
 * `viewerUid` is the reader, who is "you" in the history.
 */
export function OrderTimeline({ orderId, viewerUid }: { orderId: string; viewerUid?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? TIMELINE_TEXT.hide : TIMELINE_TEXT.show}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        <Box sx={{ py: 1 }}>
          <TimelineList orderId={orderId} viewerUid={viewerUid} />
        </Box>
      </Collapse>
    </Box>
  );
}
