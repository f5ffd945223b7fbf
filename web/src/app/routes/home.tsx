import { Box, CircularProgress, Container, Grid, Typography } from '@mui/material';
import { TEXT } from '@pedalworks/domain/messages';
import { useFeaturedTools } from '@/features/tools/api/use-tools';
import { ToolCard } from '@/features/tools/components/tool-card';

function FeaturedTools() {
  const { status, data } = useFeaturedTools();
  return (
    <Box component="section" aria-labelledby="featured-tools" sx={{ py: 6 }}>
      <Typography id="featured-tools" variant="h4" component="h2" gutterBottom>
        {TEXT.featuredTools}
      </Typography>
      {status === 'loading' ? (
        <CircularProgress aria-label="Loading tools" />
      ) : (
        <Grid container spacing={3}>
          {(data ?? []).map((tool) => (
            <Grid key={tool._id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ToolCard tool={tool} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

export function Component() {
  return (
    <Container component="main">
      <Typography variant="h2" component="h1" sx={{ pt: 6 }}>
        {TEXT.headline}
      </Typography>
      <FeaturedTools />
    </Container>
  );
}
