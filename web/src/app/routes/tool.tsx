import { Container, Typography } from '@mui/material';

// Placeholder until this page is built.
export function Component() {
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Tool
      </Typography>
    </Container>
  );
}
