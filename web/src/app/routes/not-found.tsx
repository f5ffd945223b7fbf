import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { TEXT } from '@pedalworks/domain/messages';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <Container component="main" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TEXT.notFound}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        {TEXT.goToHome}
      </Button>
    </Container>
  );
}
