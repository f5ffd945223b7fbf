/** The staff's yup schemas, apart from the rights table so that the pages' menu loads no yup. */
import { object, string } from 'yup';
import { AUDIT_ACTIONS, ROLES, ROLE_TEXT, STAFF_REASON_MAX_LENGTH } from './roles';

/** A staff action's reason: refund, cancel-and-refund, write-off. */
export const reasonField = () =>
  string()
    .typeError(ROLE_TEXT.reasonRequired)
    .trim()
    .required(ROLE_TEXT.reasonRequired)
    .max(STAFF_REASON_MAX_LENGTH, ROLE_TEXT.reasonTooLong(STAFF_REASON_MAX_LENGTH));

export const reasonSchema = object({ reason: reasonField() });

/** PUT /api/user/role/{email}: `customer` removes the staff role. */
export const roleChangeSchema = object({
  role: string()
    .strict()
    .typeError(ROLE_TEXT.roleRequired)
    .oneOf(ROLES, ROLE_TEXT.roleRequired)
    .required(ROLE_TEXT.roleRequired),
});

/** GET /api/audit's filters: all optional; from/to are ISO dates, inclusive. */
export const auditQuerySchema = object({
  actor: string().trim().lowercase().max(320),
  action: string().oneOf([...AUDIT_ACTIONS, undefined], ROLE_TEXT.auditActionUnknown),
  target: string().trim().max(1500),
  from: string().matches(/^\d{4}-\d{2}-\d{2}$/, ROLE_TEXT.auditDate),
  to: string().matches(/^\d{4}-\d{2}-\d{2}$/, ROLE_TEXT.auditDate),
});
