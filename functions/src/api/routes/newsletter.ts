import { Router } from 'express';
import { NOTICE } from '@pedalworks/domain/messages';
import { NEWSLETTER_TEXT } from '@pedalworks/domain/form-messages';
import { newsletterSchema } from '@pedalworks/domain/schemas';
import { confirm, signUp } from '../../services/newsletter';
import { confirmQuery, sendConfirmPage } from '../confirm-page';
import { validBody } from '../validate';

export const newsletterRouter = Router();

/** A sign-up: the same answer for a new, a waiting and a confirmed address. */
newsletterRouter.post('/newsletter', async (req, res) => {
  const { email } = await validBody(req, newsletterSchema);
  await signUp(email);
  res.status(202).json({ message: NOTICE.newsletterSubscribed });
});

/** The confirmation mail's link: a small page saying whether it worked. */
newsletterRouter.get('/newsletter/confirm', async (req, res) => {
  const link = confirmQuery(req.query);
  const ok = link !== undefined && (await confirm(link.email, link.token));
  sendConfirmPage(res, ok, {
    title: ok ? NEWSLETTER_TEXT.confirmedTitle : NEWSLETTER_TEXT.invalidTitle,
    text: ok ? NEWSLETTER_TEXT.confirmed : NEWSLETTER_TEXT.invalid,
  });
});
