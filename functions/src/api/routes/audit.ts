import { Router } from 'express';
import { auditQuerySchema } from '@pedalworks/domain/role-schemas';
import { listAudit } from '../../services/audit';
import { pageRequest, queryString } from '../params';
import { staffRoute } from '../staff-routes';

/** The audit log, newest first, filtered by actor (e-mail), action, target and UTC days. */
export const auditRouter = Router();

staffRoute(auditRouter, 'GET /audit', async (req, res) => {
  const filters = await auditQuerySchema.validate(
    Object.fromEntries(
      ['actor', 'action', 'target', 'from', 'to'].map((name) => [name, queryString(req, name)]),
    ),
  );
  res.set('Cache-Control', 'no-store').json(await listAudit(filters, pageRequest(req)));
});
