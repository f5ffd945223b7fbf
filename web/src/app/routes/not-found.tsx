import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TEXT } from '@pedalworks/domain/messages';
import { titleMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

export const meta = titleMeta('Page not found');

export default function Page() {
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
