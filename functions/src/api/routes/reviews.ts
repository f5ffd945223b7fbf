import { Router } from 'express';
import { reviewSchema } from '@pedalworks/domain/schemas';
import { addReview, listReviews } from '../../services/reviews';
import { callerOf, requireCaller } from '../middleware/auth';
import { publicRead } from '../middleware/cache';
import { pageRequest } from '../params';
import { validBody } from '../validate';

export const reviewsRouter = Router();

reviewsRouter.get('/review', publicRead, async (req, res) => {
  res.json(await listReviews(pageRequest(req)));
});

reviewsRouter.post('/review', requireCaller, async (req, res) => {
  const input = await validBody(req, reviewSchema);
  res.status(201).json(await addReview(callerOf(req), input));
});
