import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  /** The page's own heading (h1) or a section of it (h2). */
  level?: 'h1' | 'h2';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function FormCard({ title, level = 'h1', sx, children }: FormCardProps) {
  return (
    <Card sx={sx}>
      <CardContent>
        <Typography variant={level === 'h1' ? 'h5' : 'h6'} component={level} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
