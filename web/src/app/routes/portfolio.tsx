import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { paths } from '@/config/paths';
import { publicPageMeta } from '@/components/seo/page-meta';

const EXPERIENCE = [
  { title: 'Front-end engineer', detail: 'React, TypeScript and MUI interfaces for online shops' },
  {
    title: 'Firebase developer',
    detail: 'Firestore data models, security rules and Cloud Functions',
  },
  { title: 'Bike mechanic', detail: 'Five seasons in a community repair workshop' },
];

const EDUCATION = [
  { title: 'BSc Computer Science', detail: 'Software engineering and distributed systems' },
  { title: 'Cytech Technician Level 2', detail: 'Professional bicycle mechanics' },
];

const PROJECTS = [
  {
    name: `${PRODUCT_NAME} shop`,
    text: 'This shop: catalogue, orders and card payments.',
    to: paths.home,
  },
  {
    name: 'Tool catalogue',
    text: 'Paginated Firestore catalogue with live stock.',
    to: paths.allTools,
  },
  { name: 'Workshop notes', text: 'Answers to the questions we get asked most.', to: paths.blog },
];

function EntryList({ entries }: { entries: { title: string; detail: string }[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <ListItem key={entry.title} disableGutters>
          <ListItemText primary={entry.title} secondary={entry.detail} />
        </ListItem>
      ))}
    </List>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Grid component="section" aria-labelledby={id} size={12} sx={{ mb: 4 }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Grid>
  );
}

export const meta = publicPageMeta('portfolio', paths.portfolio);

export default function Page() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        Portfolio
      </Typography>
      <Grid container>
        <Section id="about" title="About">
          <Typography>
            I build and maintain {PRODUCT_NAME}: a React front end on Firebase, written by someone
            who spends weekends truing wheels. I care about fast pages, honest error messages and
            tests that run the real thing.
          </Typography>
        </Section>
        <Section id="experience" title="Experience">
          <EntryList entries={EXPERIENCE} />
        </Section>
        <Section id="education" title="Education">
          <EntryList entries={EDUCATION} />
        </Section>
        <Section id="projects" title="Projects">
          <Grid container spacing={2}>
            {PROJECTS.map((project) => (
              <Grid key={project.name} size={{ xs: 12, sm: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={project.to} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h3">
                        {project.name}
                      </Typography>
                      <Typography variant="body2" color="textSecondary">
                        {project.text}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Section>
      </Grid>
    </Container>
  );
}
