import Grid from '@mui/material/Grid';
import type { Tool } from '@pedalworks/domain/types';
import { ToolCard } from './tool-card';

/** One card per tool: 1 column small, 2 medium, 3 large. */
export function ToolGrid({ tools }: { tools: Tool[] }) {
  return (
    <Grid container spacing={3}>
      {tools.map((tool) => (
        <Grid key={tool._id} size={{ xs: 12, sm: 6, md: 4 }}>
          <ToolCard tool={tool} />
        </Grid>
      ))}
    </Grid>
  );
}
