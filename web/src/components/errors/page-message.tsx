import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pageTitle } from '@pedalworks/domain/format';

/** A page's message in place of what could not be shown; the bar and footer stay around it. */
export function PageMessage({
  title,
  children,
  landmark = 'main',
}: {
  title: string;
  children: ReactNode;
  /** 'div' inside a page that has its own main landmark (the dashboard). */
  landmark?: 'main' | 'div';
}) {
  return (
    <Container component={landmark} sx={{ py: 8, textAlign: 'center' }}>
      <title>{pageTitle(title)}</title>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Container>
  );
}
