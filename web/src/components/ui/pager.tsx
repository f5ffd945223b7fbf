import { Button, Stack, Typography } from '@mui/material';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';

interface PagerProps {
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/** Previous/next controls for a list walked with cursors; hidden when all fits on one page. */
export function Pager({ pageNumber, hasPrevious, hasNext, previous, next }: PagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <Stack
      component="nav"
      aria-label={DASHBOARD_TEXT.pagination}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}
    >
      <Button onClick={previous} disabled={!hasPrevious}>
        {DASHBOARD_TEXT.previousPage}
      </Button>
      <Typography variant="body2">{DASHBOARD_TEXT.page(pageNumber)}</Typography>
      <Button onClick={next} disabled={!hasNext}>
        {DASHBOARD_TEXT.nextPage}
      </Button>
    </Stack>
  );
}
