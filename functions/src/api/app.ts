import express from 'express';
import { TRUSTED_PROXY_HOPS } from '@pedalworks/domain/constants';
import { limitBody, MAX_BODY_BYTES } from './middleware/body';
import { errorHandler, notFound } from './middleware/errors';
import { limitAddress } from './middleware/rate-limit';
import { auditRouter } from './routes/audit';
import { mailRouter } from './routes/mail';
import { newsletterRouter } from './routes/newsletter';
import { ordersRouter } from './routes/orders';
import { reviewsRouter } from './routes/reviews';
import { stockWaitsRouter } from './routes/stock-waits';
import { checkoutRouter } from './routes/checkout';
import { paymentsRouter } from './routes/payments';
import { paymentMethodsRouter } from './routes/payment-methods';
import { pricingRouter } from './routes/pricing';
import { toolsRouter } from './routes/tools';
import { usersRouter } from './routes/users';

/** The shop's REST API. Hosting passes `/api/...` paths; the function URL passes `/...`. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the address Google's front end saw (TRUSTED_PROXY_HOPS), never one the client wrote.
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  app.use(limitAddress, limitBody, express.json({ limit: MAX_BODY_BYTES }));
  const api = express.Router();
  api.use(toolsRouter);
  api.use(usersRouter);
  api.use(reviewsRouter);
  api.use(ordersRouter);
  api.use(paymentsRouter);
  api.use(checkoutRouter);
  api.use(paymentMethodsRouter);
  api.use(newsletterRouter);
  api.use(stockWaitsRouter);
  api.use(mailRouter);
  api.use(pricingRouter);
  api.use(auditRouter);
  app.use(['/api', '/'], api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
