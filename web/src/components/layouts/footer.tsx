import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { HOME_ANCHORS, paths } from '@/config/paths';
import { ColumnGrid } from '@/components/ui/column-grid';
import type { NavItem } from './nav-items';

const FEATURES: NavItem[] = [
  { label: 'All tools', to: paths.allTools },
  { label: 'Workshop blog', to: paths.blog },
  { label: 'Our team', to: paths.portfolio },
  { label: 'Your dashboard', to: paths.dashboard },
];

const CUSTOMER_SERVICE: NavItem[] = [
  { label: 'Help centre', to: paths.home },
  { label: 'Shipping', to: paths.home },
  { label: 'Returns', to: paths.home },
  { label: 'Terms and privacy', to: paths.home },
];

function LinkColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={1}>
        {items.map((item) => (
          <Link key={item.label} component={RouterLink} to={item.to} color="inherit">
            {item.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function Footer() {
  return (
    <Box
      component="footer"
      id={HOME_ANCHORS.footer}
      sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 6, mt: 8, position: 'relative' }}
    >
      <Container>
        <ColumnGrid columns={{ xs: 1, sm: 3, md: 4 }} gap={4}>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, color: 'grey.400' }}>
              Tools for riders who fix their own bikes.
            </Typography>
          </Box>
          <Box>
            <LinkColumn title="Features" items={FEATURES} />
          </Box>
          <Box>
            <LinkColumn title="Customer service" items={CUSTOMER_SERVICE} />
          </Box>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Contact
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Typography variant="body2">12 Spoke Street, Bristol BS1 4DJ</Typography>
              <Typography variant="body2">
                <Link href="tel:+441170000000" color="inherit">
                  +44 117 000 0000
                </Link>
              </Typography>
              <Typography variant="body2">
                <Link href="mailto:hello@pedalworks.test" color="inherit">
                  hello@pedalworks.test
                </Link>
              </Typography>
            </Box>
          </Box>
        </ColumnGrid>
        <Typography variant="body2" sx={{ mt: 4, color: 'grey.500' }}>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Typography>
      </Container>
      {/* A floating action button drawn with the bar's IconButton (MUI's Fab is 1.5 KB more). */}
      <IconButton
        aria-label="Scroll to top"
        onClick={scrollToTop}
        sx={{
          position: 'absolute',
          right: 24,
          top: -20,
          width: 40,
          height: 40,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 6,
          '&:hover': { bgcolor: 'secondary.dark' },
        }}
      >
        <KeyboardArrowUpIcon />
      </IconButton>
    </Box>
  );
}
