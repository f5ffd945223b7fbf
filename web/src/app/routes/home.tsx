import BuildIcon from '@mui/icons-material/Build';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MARKETING_STATS } from '@pedalworks/domain/constants';
import { TEXT } from '@pedalworks/domain/messages';
import { productListJsonLd } from '@pedalworks/domain/seo';
import { JsonLd, publicPageMeta } from '@/components/seo/page-meta';
import { env } from '@/config/env';
import { HOME_ANCHORS, paths } from '@/config/paths';
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box';
import { RECENT_REVIEWS_PATH, useRecentReviews } from '@/features/reviews/api/use-recent-reviews';
import { ReviewCard } from '@/features/reviews/components/review-card';
import { FEATURED_TOOLS_PATH, useFeaturedTools } from '@/features/tools/api/use-tools';
import { SaveIntent } from '@/features/tools/components/save-intent';
import { ToolGrid } from '@/features/tools/components/tool-grid';
import { ColumnGrid } from '@/components/ui/column-grid';

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="headline"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: { xs: 8, md: 12 } }}
    >
      <Container>
        <Typography id="headline" variant="h2" component="h1" sx={{ maxWidth: 720 }}>
          {TEXT.headline}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 600, opacity: 0.9 }}>
          Workshop-grade bicycle tools for riders who keep their own bikes rolling.
        </Typography>
        <Button
          component={RouterLink}
          to={paths.allTools}
          variant="contained"
          color="secondary"
          size="large"
          sx={{ mt: 4 }}
        >
          Shop tools
        </Button>
      </Container>
    </Box>
  );
}

function StatsStrip() {
  return (
    <Container
      component="section"
      id={HOME_ANCHORS.summary}
      aria-label="Our figures"
      sx={{ mt: -5 }}
    >
      <Paper elevation={3} sx={{ p: 3 }}>
        <ColumnGrid columns={{ xs: 2, md: 4 }} gap={2} sx={{ textAlign: 'center' }}>
          {MARKETING_STATS.map((stat) => (
            <div key={stat.label}>
              <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800 }}>
                {stat.figure}
              </Typography>
              <Typography color="textSecondary">{stat.label}</Typography>
            </div>
          ))}
        </ColumnGrid>
      </Paper>
    </Container>
  );
}

function FeaturedTools() {
  const { loading, data } = useFeaturedTools();
  return (
    <Box component="section" aria-labelledby="featured-tools" sx={{ py: 6 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3 }}
      >
        <Typography id="featured-tools" variant="h4" component="h2">
          {TEXT.featuredTools}
        </Typography>
        <Button component={RouterLink} to={paths.allTools}>
          {TEXT.allTools}
        </Button>
      </Stack>
      {loading ? <CircularProgress aria-label="Loading tools" /> : <ToolGrid tools={data ?? []} />}
      {data && data.length > 0 && <JsonLd data={productListJsonLd(data, env.siteUrl)} />}
      <SaveIntent tools={data ?? []} />
    </Box>
  );
}

function CustomerReviews() {
  const { loading, data } = useRecentReviews();
  return (
    <Box
      component="section"
      id={HOME_ANCHORS.review}
      aria-labelledby="customer-reviews"
      sx={{ py: 6 }}
    >
      <Typography id="customer-reviews" variant="h4" component="h2" sx={{ mb: 3 }}>
        {TEXT.whatCustomerSays}
      </Typography>
      {loading ? (
        <CircularProgress aria-label="Loading reviews" />
      ) : (
        <ColumnGrid columns={{ xs: 1, sm: 2, md: 3 }} gap={3}>
          {(data ?? []).map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ColumnGrid>
      )}
    </Box>
  );
}

const REASONS = [
  { icon: BuildIcon, title: 'Workshop grade', text: 'Tools our own mechanics use every day.' },
  { icon: LocalShippingIcon, title: 'Fast delivery', text: 'Orders leave the shop the next day.' },
  { icon: VerifiedIcon, title: 'Fair prices', text: 'Clear prices in dollars, nothing hidden.' },
];

function WhyBest() {
  return (
    <Paper
      component="section"
      aria-labelledby="why-best"
      variant="outlined"
      sx={{ p: { xs: 3, md: 6 }, my: 6, bgcolor: 'action.hover' }}
    >
      <Typography id="why-best" variant="h4" component="h2" sx={{ mb: 3 }}>
        {TEXT.whyBest}
      </Typography>
      <ColumnGrid columns={{ xs: 1, md: 3 }} gap={3}>
        {REASONS.map(({ icon: Icon, title, text }) => (
          <div key={title}>
            <Icon color="primary" fontSize="large" aria-hidden="true" />
            <Typography variant="h6" component="h3">
              {title}
            </Typography>
            <Typography>{text}</Typography>
          </div>
        ))}
      </ColumnGrid>
    </Paper>
  );
}

/** The page's first reads start with its HTML. */
export const links = () =>
  [FEATURED_TOOLS_PATH, RECENT_REVIEWS_PATH].map((path) => ({
    rel: 'preload',
    as: 'fetch',
    crossOrigin: 'anonymous' as const,
    href: `/api${path}`,
  }));

export const meta = publicPageMeta('home', paths.home);

export default function Page() {
  return (
    <Box component="main">
      <Hero />
      <StatsStrip />
      <Container>
        <FeaturedTools />
        <CustomerReviews />
        <WhyBest />
        <NewsletterBox />
      </Container>
    </Box>
  );
}
