import type { RequestHandler } from 'express';

/** How long Hosting's CDN may serve a public read before asking the function again. */
const PUBLIC_READ_CDN_SECONDS = 60;

/**
 * Public reads (the catalogue, a tool, the reviews) answer the same to everyone, so Hosting's CDN
 * may share them for a minute; browsers revalidate every time. The answer never depends on the
 * caller: a route that reads the caller must not use this.
 */
export const publicRead: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', `public, max-age=0, s-maxage=${PUBLIC_READ_CDN_SECONDS}`);
  next();
};
