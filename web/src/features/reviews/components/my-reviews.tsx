import {
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Rating,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { useMyReviews } from '../api/use-my-reviews';

/** My Reviews: the user's own reviews, and the way to write another. */
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
      {reviews.loading ? (
        <PageSpinner />
      ) : reviews.items.length === 0 ? (
        <Typography>{DASHBOARD_TEXT.noReviews}</Typography>
      ) : (
        <Paper>
          <List aria-label={DASHBOARD_TEXT.myReviews}>
            {reviews.items.map((review) => (
              <ListItem key={review._id} divider aria-label={review.review}>
                <ListItemText
                  primary={
                    <Rating
                      value={review.rate}
                      readOnly
                      aria-label={DASHBOARD_TEXT.yourRating(review.rate)}
                    />
                  }
                  secondary={review.review}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Pager {...reviews} />
    </Stack>
  );
}
