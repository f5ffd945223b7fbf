import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { RATING_MAX } from '@pedalworks/domain/constants';
import { firstWord } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import type { Review } from '@pedalworks/domain/types';

/** Not MUI's Rating, which would add about 3.5 KB gzipped to `/` for a picture. */
function Stars({ rate }: { rate: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${rate} Star${rate === 1 ? '' : 's'}`}
      sx={{ display: 'block', my: 1, fontSize: '1.5rem', lineHeight: 1, letterSpacing: 2 }}
    >
      {Array.from({ length: RATING_MAX }, (_, star) => (
        <Box
          key={star}
          component="span"
          aria-hidden="true"
          sx={{ color: star < rate ? 'warning.light' : 'action.disabled' }}
        >
          ★
        </Box>
      ))}
    </Box>
  );
}

/** 'Verified buyer' when the server found a paid order of the author's. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="article" aria-label={`Review by ${review.name}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {firstWord(review.name)}
        </Typography>
        <Stars rate={review.rate} />
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
