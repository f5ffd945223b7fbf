import { Box, Button, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { isOutOfStock } from '@pedalworks/domain/tools';
import type { Tool } from '@pedalworks/domain/types';
import { SaveButton } from './save-button';

/** Everything about one tool a buyer needs, with BUY NOW taking them to the order form. */
export function ToolDetails({ tool, onBuyNow }: { tool: Tool; onBuyNow: () => void }) {
  return (
    <Card component="article" aria-labelledby="tool-name">
      <CardMedia
        component="img"
        image={tool.img}
        alt={tool.name}
        width={320}
        height={320}
        // The page's largest paint: in the server-rendered HTML, fetched first.
        fetchPriority="high"
        sx={{ objectFit: 'contain', p: 2 }}
      />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography id="tool-name" variant="h4" component="h1" gutterBottom sx={{ flexGrow: 1 }}>
            {tool.name}
          </Typography>
          <SaveButton tool={tool} />
        </Stack>
        {isOutOfStock(tool) && (
          <Chip label={DASHBOARD_TEXT.outOfStock} color="warning" sx={{ mb: 1 }} />
        )}
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {tool.description}
        </Typography>
        <Stack spacing={0.5}>
          <Typography>
            {DASHBOARD_TEXT.minimumOrder}: <strong>{tool.minimumOrder}</strong>
          </Typography>
          <Typography aria-live="polite">
            {DASHBOARD_TEXT.availableQuantity}: <strong>{tool.availableQuantity}</strong>
          </Typography>
          <Typography>
            {DASHBOARD_TEXT.price}:{' '}
            <Box component="strong" sx={{ color: 'primary.main' }}>
              {formatPrice(tool.price)}
            </Box>{' '}
            {DASHBOARD_TEXT.perUnit}
          </Typography>
        </Stack>
        <Button variant="contained" color="secondary" sx={{ mt: 2 }} onClick={onBuyNow}>
          {TEXT.buyNow}
        </Button>
      </CardContent>
    </Card>
  );
}
