/** Shared by My Orders and Manage Orders (features never import each other). */
import { Box, Button, CircularProgress, Collapse } from '@mui/material';
import { Suspense, lazy, useId, useState } from 'react';
import { TIMELINE_TEXT } from '@pedalworks/domain/timeline';

/** Loaded with Firestore's SDK on first opening, so that the order lists show without it. */
const TimelineList = lazy(() =>
  import('./timeline-list').then((module) => ({ default: module.TimelineList })),
);

/** `viewerUid` is the reader, who is "you" in the history. */
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
