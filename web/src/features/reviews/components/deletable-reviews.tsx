import { Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { REVIEW_TEXT } from '@pedalworks/domain/reviews';
import type { Review } from '@pedalworks/domain/types';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { firestore } from '@/lib/firestore';
import { useNotify } from '@/lib/notify';
import type { usePagedQuery } from '@/lib/paged-query';
import { deleteReview } from '../api/delete-review';
import { ReviewCard } from './review-card';

interface DeletableReviewsProps {
  reviews: ReturnType<typeof usePagedQuery<Review>>;
  label: string;
  empty: string;
  /** The author's own (My Reviews), or anyone's (an admin's Manage Reviews). */
  own: boolean;
}

/** A page of review cards, each with Delete: the review and its author's copy go together. */
export function DeletableReviews({ reviews, label, empty, own }: DeletableReviewsProps) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Review | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const deleted = await notify(
      () => deleteReview(firestore, deleting._id, !own),
      REVIEW_TEXT.deleted,
      REVIEW_TEXT.deleteFailed,
    );
    if (deleted) setDeleting(null);
  };

  if (reviews.failed) return <LoadFailed />;
  if (reviews.loading) return <PageSpinner />;
  return (
    <>
      {reviews.items.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {reviews.items.map((review) => (
            <Grid key={review._id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <Stack spacing={1}>
                <ReviewCard review={review} />
                <Button
                  color="error"
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  aria-label={REVIEW_TEXT.deleteReview(review)}
                  onClick={() => setDeleting(review)}
                >
                  {DASHBOARD_TEXT.delete}
                </Button>
              </Stack>
            </Grid>
          ))}
        </Grid>
      )}
      <Pager {...reviews} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question={deleting ? REVIEW_TEXT.confirmDelete(deleting, own) : ''}
        warning={REVIEW_TEXT.cannotBeUndone}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
