import Grid from '@mui/material/Grid';
import type { Tool } from '@pedalworks/domain/types';
import { ToolCard } from './tool-card';

/** Cards in the first row of the widest grid: their images load at once, not lazily. */
const FIRST_ROW = 3;

/**
 * One card per tool: 1 column small, 2 medium, 3 large. `heading` is the level of each tool's
 * name, one below the heading of the section holding the grid.
 */
export function ToolGrid({ tools, heading = 'h3' }: { tools: Tool[]; heading?: 'h2' | 'h3' }) {
  return (
    <Grid container spacing={3}>
      {tools.map((tool, index) => (
        <Grid key={tool._id} size={{ xs: 12, sm: 6, md: 4 }}>
          <ToolCard tool={tool} heading={heading} eager={index < FIRST_ROW} first={index === 0} />
        </Grid>
      ))}
    </Grid>
  );
}
