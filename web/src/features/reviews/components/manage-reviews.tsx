import { Stack, Typography } from '@mui/material';
import { REVIEW_TEXT } from '@pedalworks/domain/reviews';
import { useAllReviews } from '../api/use-all-reviews';
import { DeletableReviews } from './deletable-reviews';

/** An admin removes a review that breaks the shop's rules (spam, abuse, personal data). */
export function ManageReviews() {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {REVIEW_TEXT.manageReviews}
      </Typography>
      <DeletableReviews
        reviews={useAllReviews()}
        label={REVIEW_TEXT.allReviews}
        empty={REVIEW_TEXT.noReviews}
        own={false}
      />
    </Stack>
  );
}
