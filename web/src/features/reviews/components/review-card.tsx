import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { RATING_MAX } from '@pedalworks/domain/constants';
import { firstWord } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import type { Review } from '@pedalworks/domain/types';

/**
 * A review as the home page shows it: first word of the name, read-only stars, text, author, and
 * 'Verified buyer' when the server found a paid order of the author's.
 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="article" aria-label={`Review by ${review.name}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {firstWord(review.name)}
        </Typography>
        <Rating value={review.rate} max={RATING_MAX} readOnly sx={{ my: 1 }} />
        <Typography variant="body1" sx={{ mb: 2 }}>
          {review.review}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {review.name}
        </Typography>
        {review.verified && (
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600, mt: 1 }}>
            ✓ {TEXT.verifiedBuyer}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
