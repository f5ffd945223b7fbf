import { Router } from 'express';
import { escapeHtml } from '@pedalworks/domain/mail';
import { NOTICE } from '@pedalworks/domain/messages';
import { NEWSLETTER_TEXT } from '@pedalworks/domain/form-messages';
import { newsletterSchema } from '@pedalworks/domain/schemas';
import { shopUrl } from '../../services/mail';
import { confirm, signUp } from '../../services/newsletter';
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
  const email = typeof req.query.email === 'string' ? req.query.email : '';
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const ok =
    email.length > 0 && email.length <= 200 && token.length > 0 && (await confirm(email, token));
  const title = ok ? NEWSLETTER_TEXT.confirmedTitle : NEWSLETTER_TEXT.invalidTitle;
  const text = ok ? NEWSLETTER_TEXT.confirmed : NEWSLETTER_TEXT.invalid;
  res
    .status(ok ? 200 : 404)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>` +
        `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(shopUrl.value())}/">` +
        `${escapeHtml(NEWSLETTER_TEXT.backToShop)}</a></p></main></body></html>`,
    );
});
