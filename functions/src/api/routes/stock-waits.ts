import { Router } from 'express';
import { STOCK_WAIT_TEXT } from '@pedalworks/domain/stock-waits';
import { stockWaitSchema } from '@pedalworks/domain/schemas';
import { confirmStockWait, requestStockWait } from '../../services/stock-waits';
import { confirmQuery, sendConfirmPage } from '../confirm-page';
import { param } from '../params';
import { validBody } from '../validate';

export const stockWaitsRouter = Router();

/** The same answer whether the address is new, waiting for confirmation or confirmed. */
stockWaitsRouter.post('/tool/:id/wait', async (req, res) => {
  const { email, variantId } = await validBody(req, stockWaitSchema);
  await requestStockWait(param(req, 'id'), email, variantId || undefined);
  res.status(202).json({ message: STOCK_WAIT_TEXT.requested });
});

/** The confirmation mail's link: a small page saying whether it worked. */
stockWaitsRouter.get('/tool/:id/wait/confirm', async (req, res) => {
  const link = confirmQuery(req.query);
  const variant = typeof req.query.variant === 'string' ? req.query.variant : undefined;
  const ok =
    link !== undefined &&
    (await confirmStockWait(param(req, 'id'), link.email, link.token, variant));
  sendConfirmPage(res, ok, {
    title: ok ? STOCK_WAIT_TEXT.confirmedTitle : STOCK_WAIT_TEXT.invalidTitle,
    text: ok ? STOCK_WAIT_TEXT.confirmed : STOCK_WAIT_TEXT.invalid,
  });
});
