import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md';

/** What MUI's Grid lays out for these pages, as a CSS grid without its script. */
export function ColumnGrid({
  columns,
  gap,
  sx,
  children,
}: {
  columns: Partial<Record<Breakpoint, number>>;
  gap: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([at, count]) => [at, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      sx={[
        { display: 'grid', gap, gridTemplateColumns: template },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
