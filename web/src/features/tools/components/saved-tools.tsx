import {
  Box,
  Button,
  Card,
  CardContent,
  CardMedia,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice, shownPrice } from '@pedalworks/domain/format';
import { variantName } from '@pedalworks/domain/order-line';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { SAVED_TEXT } from '@pedalworks/domain/saved';
import type { Tool } from '@pedalworks/domain/types';
import {
  soldOutOf,
  stockOf,
  unitPriceOf,
  VARIANT_PARAM,
  variantOf,
} from '@pedalworks/domain/variants';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useLiveTool, useMySavedTools } from '../api/use-my-saved-tools';
import { setSaved } from '../api/use-saved-tools';

/** The variant saved with it while the tool still has it, else the tool with its price range. */
function savedView(tool: Tool, variantId: string | undefined) {
  const variant = variantOf(tool, variantId);
  const stock = stockOf(tool, variant);
  return {
    name: variantName(tool, variant),
    price: variant ? formatPrice(unitPriceOf(tool, variant)) : shownPrice(tool),
    stock,
    soldOut: soldOutOf(tool, variant),
    path: variant
      ? `${paths.tool(tool._id)}?${VARIANT_PARAM}=${encodeURIComponent(variant.id)}`
      : paths.tool(tool._id),
  };
}

/** One saved tool with its live price and stock, the way to order it and to remove it. */
const SavedToolCard = memo(function SavedToolCard({
  uid,
  toolId,
  variantId,
}: {
  uid: string;
  toolId: string;
  variantId?: string;
}) {
  const tool = useLiveTool(toolId);
  const [busy, setBusy] = useState(false);
  const view = tool ? savedView(tool, variantId) : undefined;
  const name = view?.name ?? toolId;
  const remove = async () => {
    setBusy(true);
    if (!(await setSaved(uid, { _id: toolId, name }, false))) setBusy(false);
  };
  if (tool === undefined) return <Skeleton variant="rounded" height={160} />;
  return (
    <Card component="article" aria-label={name} sx={{ height: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }}>
        {tool && (
          <CardMedia
            component="img"
            image={tool.img}
            alt={tool.name}
            width={120}
            height={120}
            sx={{ objectFit: 'contain', p: 1, width: 120, height: 120, alignSelf: 'center' }}
          />
        )}
        <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {view ? (
            <>
              <Typography color="primary" sx={{ fontWeight: 700 }}>
                {view.price}
              </Typography>
              <Typography color={view.soldOut ? 'warning.dark' : 'textSecondary'}>
                {view.soldOut ? DASHBOARD_TEXT.outOfStock : SAVED_TEXT.inStock(view.stock)}
              </Typography>
            </>
          ) : (
            <Typography color="textSecondary">{SAVED_TEXT.gone}</Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {view && (
              <Button variant="contained" component={RouterLink} to={view.path}>
                {TEXT.addToCart}
              </Button>
            )}
            <Button variant="outlined" disabled={busy} onClick={() => void remove()}>
              {SAVED_TEXT.unsave(name)}
            </Button>
          </Box>
        </CardContent>
      </Stack>
    </Card>
  );
});

export function SavedTools({ uid }: { uid: string }) {
  const saved = useMySavedTools(uid);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {SAVED_TEXT.title}
      </Typography>
      {saved.failed ? (
        <LoadFailed />
      ) : saved.loading ? (
        <PageSpinner />
      ) : saved.items.length === 0 ? (
        <Typography>{SAVED_TEXT.empty}</Typography>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={SAVED_TEXT.list}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {saved.items.map((item) => (
            <Grid key={item._id} component="li" size={{ xs: 12, lg: 6 }}>
              <SavedToolCard uid={uid} toolId={item._id} variantId={item.variantId} />
            </Grid>
          ))}
        </Grid>
      )}
      <Pager {...saved} />
    </Stack>
  );
}
