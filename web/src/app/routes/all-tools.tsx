import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageTitle } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import type { RouteHandle } from '@/app/router';
import { toolPagePath, useToolPages } from '@/features/tools/api/use-tool-pages';
import { BicycleLoader } from '@/features/tools/components/bicycle-loader';
import { ToolGrid } from '@/features/tools/components/tool-grid';

export const handle: RouteHandle = { apiPreloads: [toolPagePath()] };

export function Component() {
  const { tools, loading, hasMore, loadMore } = useToolPages();
  return (
    <Container component="main" sx={{ py: 6 }}>
      <title>{pageTitle('Tools')}</title>
      <Box component="section" aria-labelledby="all-tools">
        <Typography id="all-tools" variant="h4" component="h1" sx={{ mb: 3 }}>
          {TEXT.featuredTools}
        </Typography>
        {loading && tools.length === 0 ? (
          <BicycleLoader />
        ) : (
          <ToolGrid tools={tools} heading="h2" />
        )}
        {hasMore && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button variant="outlined" size="large" onClick={loadMore} disabled={loading}>
              Load more
            </Button>
          </Box>
        )}
      </Box>
    </Container>
  );
}
