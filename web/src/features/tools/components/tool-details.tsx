import { Box, Button, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import type { Tool, ToolVariant } from '@pedalworks/domain/types';
import { soldOutOf, stockOf, unitPriceOf } from '@pedalworks/domain/variants';
import { SaveButton } from './save-button';

interface ToolDetailsProps {
  tool: Tool;
  /** The variant shown, of a tool with an option: its stock and price are the ones shown. */
  variant?: ToolVariant;
  /** The option's picker, shown above the figures it changes. */
  picker?: ReactNode;
  onBuyNow: () => void;
}

/** Everything about one tool a buyer needs, with BUY NOW taking them to the order form. */
export function ToolDetails({ tool, variant, picker, onBuyNow }: ToolDetailsProps) {
  const stock = stockOf(tool, variant);
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
          <SaveButton tool={tool} variantId={variant?.id} />
        </Stack>
        {soldOutOf(tool, variant) && (
          <Chip label={DASHBOARD_TEXT.outOfStock} color="warning" sx={{ mb: 1 }} />
        )}
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {tool.description}
        </Typography>
        {picker}
        <Stack spacing={0.5}>
          <Typography>
            {DASHBOARD_TEXT.minimumOrder}: <strong>{tool.minimumOrder}</strong>
          </Typography>
          <Typography aria-live="polite">
            {DASHBOARD_TEXT.availableQuantity}: <strong>{stock}</strong>
          </Typography>
          <Typography aria-live="polite">
            {DASHBOARD_TEXT.price}:{' '}
            <Box component="strong" sx={{ color: 'primary.main' }}>
              {formatPrice(unitPriceOf(tool, variant))}
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
