import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { catalogueFields } from '@pedalworks/domain/search';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { AUDIT_LOG_COLLECTION, auditExpiry } from '@pedalworks/domain/roles';
import { reviewDocuments } from '@pedalworks/domain/reviews';
import { savedCountPath, savedToolPath } from '@pedalworks/domain/saved';
import { stockWaitPath, stockWaiterPath } from '@pedalworks/domain/stock-waits';
import { emulatorClientEnv, PROJECT_ID } from './lib/emulator-config';
import {
  DEMO_DISCOUNT_CODE,
  DEMO_SHIPPING_ZONES,
  SEED_AUDIT,
  SEED_PASSWORD,
  SEED_REVIEWS,
  SEED_SHIPPING_ZONES,
  SEED_SAVED_TOOLS,
  SEED_STOCK_WAIT,
  SEED_TOOLS,
  SEED_VARIANT_WAIT,
  SEED_USERS,
} from './lib/seed-data';
import { seedSales } from './seed/sales';

/** Idempotent: fixed ids, set() not add(). */
export async function seed({ demoSales = false } = {}): Promise<void> {
  Object.assign(process.env, emulatorClientEnv());
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const batch = db.batch();

  // What the server adds to a tool: its catalogue fields, and a creation time a day apart each.
  for (const [index, { _id, ...tool }] of SEED_TOOLS.entries()) {
    batch.set(db.collection(COLLECTIONS.tools).doc(_id), {
      ...tool,
      ...catalogueFields(tool),
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  // Reviews are public without contact data; who wrote each is in reviewAuthors (same id).
  const reviewedAt = new Date('2026-01-01T00:00:00Z');
  for (const { _id, ...review } of SEED_REVIEWS) {
    const documents = reviewDocuments({ uid: `seed-${_id}`, name: review.name }, review, null);
    batch.set(db.collection(COLLECTIONS.reviews).doc(_id), {
      ...documents.review,
      createdAt: reviewedAt,
    });
    batch.set(db.collection(COLLECTIONS.reviewAuthors).doc(_id), {
      ...documents.author,
      createdAt: reviewedAt,
    });
  }
  for (const user of SEED_USERS) {
    await auth.getUser(user.uid).catch(() =>
      auth.createUser({
        uid: user.uid,
        email: user.email,
        password: SEED_PASSWORD,
        displayName: user.name,
        emailVerified: true,
      }),
    );
    const role = user.role;
    await auth.setCustomUserClaims(
      user.uid,
      role === null ? null : role === 'admin' ? { admin: true, role } : { role },
    );
    batch.set(db.collection(COLLECTIONS.users).doc(user.uid), {
      name: user.name,
      email: user.email,
      role,
      emailVerified: true,
      providers: ['password'],
      linkedin: `https://www.linkedin.com/in/${user.uid}`,
      phone: '+1 555 0100',
      ...user.profile,
    });
  }
  seedSavedAndWaits(db, batch);
  seedAuditLog(db, batch);
  for (const { _id, ...zone } of demoSales ? DEMO_SHIPPING_ZONES : SEED_SHIPPING_ZONES) {
    batch.set(db.collection(COLLECTIONS.shippingZones).doc(_id), zone);
  }
  if (demoSales) {
    const { code, ...rules } = DEMO_DISCOUNT_CODE;
    batch.set(
      db.collection(COLLECTIONS.discountCodes).doc(code),
      { ...rules, createdAt: new Date('2026-11-01T00:00:00Z') },
      { merge: true },
    );
  }
  await batch.commit();
  if (demoSales) await seedSales(db);
  await deleteApp(app);
}

function seedAuditLog(db: Firestore, batch: WriteBatch, now = Date.now()) {
  for (const { _id, actor, daysAgo, target, ...entry } of SEED_AUDIT) {
    const user = SEED_USERS.find((candidate) => candidate.uid === actor)!;
    const at = new Date(now - daysAgo * 24 * 60 * 60 * 1000);
    batch.set(db.collection(AUDIT_LOG_COLLECTION).doc(_id), {
      ...entry,
      actor: { uid: user.uid, email: user.email, role: user.role },
      at,
      target: { path: target, id: target.split('/')[1] },
      expireAt: auditExpiry(at),
    });
  }
}

function seedSavedAndWaits(db: Firestore, batch: WriteBatch) {
  const rider = SEED_USERS.find((user) => user.uid === SEED_STOCK_WAIT.uid)!;
  SEED_SAVED_TOOLS.forEach((toolId, index) => {
    batch.set(db.doc(savedToolPath(rider.uid, toolId)), {
      toolId,
      savedAt: new Date(Date.UTC(2026, 1, 1 + index)),
    });
  });
  batch.set(db.doc(savedCountPath(rider.uid)), {
    count: SEED_SAVED_TOOLS.length,
    toolId: SEED_SAVED_TOOLS.at(-1)!,
  });
  const waits: { toolId: string; variantId?: string }[] = [SEED_STOCK_WAIT, SEED_VARIANT_WAIT];
  waits.forEach(({ toolId, variantId }, index) => {
    const tool = SEED_TOOLS.find((candidate) => candidate._id === toolId)!;
    batch.set(db.doc(stockWaiterPath(tool._id, rider.uid)), {
      toolId: tool._id,
      email: rider.email,
      confirmed: true,
      uid: rider.uid,
      createdAt: new Date(Date.UTC(2026, 1, 1 + index)),
      ...(variantId ? { variantId } : {}),
    });
    // The count the waiters trigger keeps, written here too so the admins see it at once.
    batch.set(db.doc(stockWaitPath(tool._id)), { count: 1, toolName: tool.name });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed()
    .then(() =>
      console.log(
        `Seeded ${SEED_TOOLS.length} tools, ${SEED_REVIEWS.length} reviews, the demo accounts and their history.`,
      ),
    )
    .catch((error: unknown) => {
      console.error('Seeding failed: are the emulators running (npm start)?', error);
      process.exit(1);
    });
}
