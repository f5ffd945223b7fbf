/** The words of the staff's own pages: the Activity page and the role select on All Users. */
import {
  AUDIT_ACTION_TEXT,
  AUDIT_RETENTION_DAYS,
  ROLE_TEXT,
  type AuditAction,
  type AuditEntry,
  type AuditFields,
  type Role,
} from './roles';

export const STAFF_PAGE_TEXT = {
  activity: 'Activity',
  activityLog: 'Activity log',
  filters: 'Filters',
  actor: 'Staff e-mail',
  action: 'Action',
  allActions: 'All actions',
  target: 'Target id or path',
  from: 'From',
  to: 'To',
  applyFilters: 'Apply filters',
  retention: `Entries leave the log ${AUDIT_RETENTION_DAYS} days after they were written.`,
  columns: ['When', 'Who', 'Action', 'Target', 'Before', 'After', 'Reason'],
  noActivity: 'No activity matches these filters.',
  download: 'Download CSV',
  downloadFailed: 'The export failed. Please try again.',
  csvFileName: (from: string, to: string) =>
    `activity${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`,
  csvColumns: [
    'When (UTC)',
    'Staff e-mail',
    'Staff role',
    'Action',
    'Target path',
    'Before',
    'After',
    'Reason',
  ],
  actorOf: (email: string, role: Role) => `${email} (${ROLE_TEXT.names[role]})`,
  actionOf: (action: AuditAction) => AUDIT_ACTION_TEXT[action],
  roleChanged: (email: string, role: Role) => `${email} is now ${ROLE_TEXT.names[role]}.`,
  roleFailed: 'The role could not be changed. Please try again.',
} as const;

/** An entry's fields as one line ('stock: 4; price: 1200'), or '' where there are none. */
export const auditFieldsText = (fields: AuditFields): string =>
  fields === null
    ? ''
    : Object.entries(fields)
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join('; ');

/** An audit entry as the API answers it: its id, and its times as ISO strings. */
export type AuditEntryView = AuditEntry<string> & { _id: string };

/** An entry as a CSV row, in the order of STAFF_PAGE_TEXT.csvColumns. */
export const auditCsvRow = (entry: AuditEntryView): unknown[] => [
  entry.at,
  entry.actor.email,
  entry.actor.role,
  entry.action,
  entry.target.path,
  auditFieldsText(entry.before),
  auditFieldsText(entry.after),
  entry.reason,
];
