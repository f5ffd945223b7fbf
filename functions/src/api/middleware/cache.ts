import type { RequestHandler } from 'express';

/** How long Hosting's CDN may serve a public read before asking the function again. */
const PUBLIC_READ_CDN_SECONDS = 60;

/** Shared by Hosting's CDN: never for a route whose answer depends on the caller. */
export const publicRead: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', `public, max-age=0, s-maxage=${PUBLIC_READ_CDN_SECONDS}`);
  next();
};
