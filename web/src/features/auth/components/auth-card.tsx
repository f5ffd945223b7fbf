import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GoogleSignInButton } from './google-sign-in-button';

/** The frame both sign-in forms share: heading, the form, then Google sign-in and a footer. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 440, mx: 'auto' }}>
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
        <Divider>or</Divider>
        <GoogleSignInButton />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {footer}
        </Typography>
      </Stack>
    </Paper>
  );
}
