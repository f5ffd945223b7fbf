import type { Tool } from '@pedalworks/domain/types';
import { ColumnGrid } from '@/components/ui/column-grid';
import { ToolCard } from './tool-card';

/** Cards in the first row of the widest grid: their images load at once, not lazily. */
const FIRST_ROW = 3;

/** `heading` is the level of each tool's name, one below the section's heading. */
export function ToolGrid({ tools, heading = 'h3' }: { tools: Tool[]; heading?: 'h2' | 'h3' }) {
  return (
    <ColumnGrid columns={{ xs: 1, sm: 2, md: 3 }} gap={3}>
      {tools.map((tool, index) => (
        <ToolCard
          key={tool._id}
          tool={tool}
          heading={heading}
          eager={index < FIRST_ROW}
          first={index === 0}
        />
      ))}
    </ColumnGrid>
  );
}
