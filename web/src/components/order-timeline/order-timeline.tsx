/** Shared by My Orders and Manage Orders (features never import each other). */
import { Box, Button, CircularProgress, Collapse } from '@mui/material';
import { Suspense, lazy, useId, useState } from 'react';
import { TIMELINE_TEXT } from '@pedalworks/domain/timeline';

/**
 * The events, with Firestore's SDK (their live read), loaded when the history is first opened:
 * the pages that list orders show without Firestore.
 */
const TimelineList = lazy(() =>
  import('./timeline-list').then((module) => ({ default: module.TimelineList })),
);

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
          <Suspense fallback={<CircularProgress size={20} aria-label={TIMELINE_TEXT.heading} />}>
            <TimelineList orderId={orderId} viewerUid={viewerUid} />
          </Suspense>
        </Box>
      </Collapse>
    </Box>
  );
}
