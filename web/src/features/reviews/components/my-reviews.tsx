import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { paths } from '@/config/paths';
import { useMyReviews } from '../api/use-my-reviews';
import { DeletableReviews } from './deletable-reviews';

export function MyReviews({ uid }: { uid: string }) {
  const reviews = useMyReviews(uid);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {DASHBOARD_TEXT.myReviews}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.review}>
          {DASHBOARD_TEXT.writeReview}
        </Button>
      </Stack>
      <DeletableReviews
        reviews={reviews}
        label={DASHBOARD_TEXT.myReviews}
        empty={DASHBOARD_TEXT.noReviews}
        own
      />
    </Stack>
  );
}
