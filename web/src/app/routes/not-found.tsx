import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { pageTitle } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <Container component="main" sx={{ py: 10, textAlign: 'center' }}>
      <title>{pageTitle('Page not found')}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {TEXT.notFound}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        {TEXT.goToHome}
      </Button>
    </Container>
  );
}
