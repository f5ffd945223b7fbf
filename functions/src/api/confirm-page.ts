import type { Response } from 'express';
import { escapeHtml } from '@pedalworks/domain/mail';
import { NEWSLETTER_TEXT } from '@pedalworks/domain/form-messages';
import { shopUrl } from '../services/mail';

/** The small page a double opt-in's link answers: its title and text, and a way back. */
export function sendConfirmPage(
  res: Response,
  ok: boolean,
  page: { title: string; text: string },
): void {
  res
    .status(ok ? 200 : 404)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(page.title)}</title></head><body><main><h1>${escapeHtml(page.title)}</h1>` +
        `<p>${escapeHtml(page.text)}</p><p><a href="${escapeHtml(shopUrl.value())}/">` +
        `${escapeHtml(NEWSLETTER_TEXT.backToShop)}</a></p></main></body></html>`,
    );
}

/** The `email` and `token` of a confirmation link, when both look plausible. */
export function confirmQuery(
  query: Record<string, unknown>,
): { email: string; token: string } | undefined {
  const email = typeof query.email === 'string' ? query.email : '';
  const token = typeof query.token === 'string' ? query.token : '';
  return email.length > 0 && email.length <= 200 && token.length > 0 ? { email, token } : undefined;
}
