import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicPageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

const POSTS = [
  {
    question: 'Why does the shop talk to Firestore directly instead of a REST API for everything?',
    answer:
      'Your orders, your profile and live stock, and writes like placing an order, go straight from the browser to Firestore through the Firebase SDK. Security rules, not the UI, decide what each caller may read or write, and they run on Google\u2019s servers where nobody can tamper with them. What needs secrets or privileges (payments, promoting an admin) goes through our Cloud Functions API, and so does the public catalogue: the pages anyone lands on arrive ready to read and never load the Firebase SDK.',
  },
  {
    question: 'How do Firestore security rules keep the stock count honest?',
    answer:
      'An order and the stock update that pays for it are written in one batch. Rules can use getAfter() to look at the tool as it will be after the batch and check that availableQuantity went down by exactly the ordered quantity, and existsAfter() to check that the order really exists. Either both documents change or neither does.',
  },
  {
    question: 'What is the difference between an ID token and the accessToken in local storage?',
    answer:
      'Firebase Auth issues a signed ID token that lives for one hour and refreshes itself. After every sign-in the app asks our API to record the user, and keeps the token it answers as accessToken; onIdTokenChanged replaces it whenever Firebase refreshes it, and Sign Out removes it. The API verifies the token\u2019s signature on every protected call.',
  },
  {
    question: 'How does code splitting keep the home page fast?',
    answer:
      'Every route is a lazy module: React Router\u2019s lazy() loads a page\u2019s code only when someone visits it. Vite turns each dynamic import into its own chunk, so a visitor on the home page never downloads the dashboard, the admin pages or Stripe.js. Importing MUI icons one file at a time keeps the icon set out of the bundle too.',
  },
  {
    question: 'Why do we test against the Firebase emulators instead of mocks?',
    answer:
      'The Emulator Suite runs the real Auth, Firestore, Functions and Hosting locally. Our browser tests drive Chromium through the built app, so they exercise the same security rules, the same error codes and the same API as production. A mock would only tell us that our code agrees with our assumptions.',
  },
];

export const meta = publicPageMeta('blog', paths.blog);

export default function Page() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        Questions and answers from the workshop
      </Typography>
      <Stack spacing={3}>
        {POSTS.map((post) => (
          <Card key={post.question} component="article" aria-label={post.question}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {post.question}
              </Typography>
              <Typography color="textSecondary">{post.answer}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
