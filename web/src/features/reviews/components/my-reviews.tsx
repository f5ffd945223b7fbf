import { Button, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { useMyReviews } from '../api/use-my-reviews';
import { ReviewCard } from './review-card';

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
      {reviews.failed ? (
        <LoadFailed />
      ) : reviews.loading ? (
        <PageSpinner />
      ) : reviews.items.length === 0 ? (
        <Typography>{DASHBOARD_TEXT.noReviews}</Typography>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={DASHBOARD_TEXT.myReviews}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {reviews.items.map((review) => (
            <Grid key={review._id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <ReviewCard review={review} />
            </Grid>
          ))}
        </Grid>
      )}
      <Pager {...reviews} />
    </Stack>
  );
}
