/**
 * The one table of staff rights (docs/staff-and-roles.md): the API's guards, firestore.rules,
 * storage.rules and the dashboard's menu all follow it.
 */
/** A staff role is the custom claim `role`; an account without one is a customer. */
export const STAFF_ROLES = ['admin', 'fulfilment', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = [...STAFF_ROLES, 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** Each right, as the sentence that names it ('You need the right to …'). */
export const RIGHT_TEXT = {
  readOrders: 'read and list orders',
  shipOrders: 'ship orders and correct their tracking',
  handleReturns: 'approve, decline and receive returns',
  cancelOrders: 'cancel held orders',
  refundOrders: 'cancel and refund orders',
  writeOffOrders: 'write off orders after a lost dispute',
  readCustomers: 'read customers',
  editCustomers: "edit customers' profiles",
  resendMail: 'resend failed e-mails',
  editCatalogue: 'edit tools, sizes, stock, images and categories',
  deleteReviews: 'delete reviews',
  managePricing: 'manage shipping zones and discount codes',
  readSales: 'read the sales figures and export orders',
  manageRoles: 'give and remove staff roles',
  readAudit: 'read the activity log',
} as const;
export type Right = keyof typeof RIGHT_TEXT;
export const RIGHTS = Object.keys(RIGHT_TEXT) as Right[];

/** Which role has which right; the admin has every one. */
export const ROLE_RIGHTS: Record<Role, readonly Right[]> = {
  admin: RIGHTS,
  fulfilment: ['readOrders', 'shipOrders', 'handleReturns'],
  catalogue: ['editCatalogue', 'deleteReviews'],
  support: ['readOrders', 'readCustomers', 'cancelOrders', 'refundOrders', 'resendMail'],
  customer: [],
};

export const hasRight = (role: Role, right: Right): boolean => ROLE_RIGHTS[role].includes(right);

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);

/**
 * The role of a verified token's claims: `role`, or the older `admin: true`; a claim on an
 * unverified e-mail address counts for nothing.
 */
export function roleOfClaims(claims: {
  role?: unknown;
  admin?: unknown;
  email_verified?: unknown;
}): Role {
  if (claims.email_verified !== true) return 'customer';
  if (isStaffRole(claims.role)) return claims.role;
  return claims.admin === true ? 'admin' : 'customer';
}

export const ROLE_TEXT = {
  names: {
    admin: 'Admin',
    fulfilment: 'Fulfilment',
    catalogue: 'Catalogue',
    support: 'Support',
    customer: 'Customer',
  } satisfies Record<Role, string>,
  role: 'Role',
  reason: 'Reason',
  /** The 403 message and the page a role may not open: it names the right that is missing. */
  missingRight: (right: Right) =>
    `You need the right to ${RIGHT_TEXT[right]}; ask an admin of the shop for it.`,
  roleRequired: `Choose a role: ${ROLES.join(', ')}`,
  lastAdmin: 'The shop needs at least one admin: make another account an admin first.',
  reasonRequired: 'Please give a reason',
  reasonTooLong: (max: number) => `The reason can be at most ${max} characters`,
  auditActionUnknown: 'Choose an action from the list',
  auditDate: 'A date is written YYYY-MM-DD',
} as const;

/** The longest reason a refund, a cancel-and-refund or a write-off may carry. */
export const STAFF_REASON_MAX_LENGTH = 200;

/** The audit log: one entry per staff change, in the change's own transaction or batch. */
export const AUDIT_LOG_COLLECTION = 'auditLog';
/** Entries leave by Firestore's TTL on `expireAt` this long after they were written. */
export const AUDIT_RETENTION_DAYS = 400;
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_ACTIONS = [
  'role.set',
  'order.ship',
  'order.tracking',
  'order.cancel',
  'order.refund',
  'order.write-off',
  'return.approve',
  'return.decline',
  'return.receive',
  'mail.resend',
  'tool.create',
  'tool.update',
  'tool.delete',
  'tool.stock',
  'tool.option',
  'review.delete',
  'shipping-zone.create',
  'shipping-zone.update',
  'shipping-zone.delete',
  'discount-code.create',
  'discount-code.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditActor {
  uid: string;
  email: string;
  role: StaffRole;
}

/** A changed document's fields as they were and as they became (null: it did not exist). */
export type AuditFields = Record<string, unknown> | null;

export interface AuditEntry<At = Date> {
  actor: AuditActor;
  at: At;
  action: AuditAction;
  /** The changed document's path ('tools/abc') and id. */
  target: { path: string; id: string };
  before: AuditFields;
  after: AuditFields;
  reason: string | null;
  /** When Firestore's TTL removes the entry (AUDIT_RETENTION_DAYS after `at`). */
  expireAt: At;
}

/** The fields that differ (compared as JSON), each side; a side that did not exist stays null. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]),
  );
  const pick = (side: AuditFields) =>
    side && Object.fromEntries(keys.map((key) => [key, side[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}

export const auditExpiry = (at: Date): Date =>
  new Date(at.getTime() + AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);

/** The Activity page's words for each action. */
export const AUDIT_ACTION_TEXT = {
  'role.set': 'Changed a role',
  'order.ship': 'Shipped an order',
  'order.tracking': 'Corrected tracking',
  'order.cancel': 'Cancelled a held order',
  'order.refund': 'Cancelled and refunded an order',
  'order.write-off': 'Wrote off an order',
  'return.approve': 'Approved a return',
  'return.decline': 'Declined a return',
  'return.receive': 'Received a return',
  'mail.resend': 'Resent an e-mail',
  'tool.create': 'Added a tool',
  'tool.update': 'Edited a tool',
  'tool.delete': 'Deleted a tool',
  'tool.stock': 'Changed stock',
  'tool.option': 'Changed sizes',
  'review.delete': 'Deleted a review',
  'shipping-zone.create': 'Added a shipping zone',
  'shipping-zone.update': 'Edited a shipping zone',
  'shipping-zone.delete': 'Deleted a shipping zone',
  'discount-code.create': 'Added a discount code',
  'discount-code.update': 'Edited a discount code',
} satisfies Record<AuditAction, string>;

/** The id of the entry a staff SDK deletion writes beside it (the rules look it up by it). */
export const deletionAuditId = (collection: string, id: string) => `${collection}_${id}_deleted`;
