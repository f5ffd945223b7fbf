/** Reviews from before reviewAuthors; docs/data-model.md says how to run it on a real project. */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { publicReview } from '@pedalworks/domain/reviews';
import { emulatorClientEnv, PROJECT_ID } from './lib/emulator-config';

export async function migrateReviews(db: Firestore): Promise<number> {
  const reviews = db.collection(COLLECTIONS.reviews);
  let migrated = 0;
  for (const field of ['email', 'uid', 'verified']) {
    const stale =
      field === 'verified'
        ? (await reviews.get()).docs.filter((doc) => doc.get('verified') === undefined)
        : (await reviews.where(field, '!=', null).get()).docs;
    for (const doc of stale) {
      await db.runTransaction(async (transaction) => {
        const current = await transaction.get(doc.ref);
        const data = current.data();
        if (!data) return;
        const uid: unknown = data.uid;
        const authorRef = db.collection(COLLECTIONS.reviewAuthors).doc(doc.id);
        if (typeof uid === 'string' && !(await transaction.get(authorRef)).exists) {
          transaction.create(authorRef, { ...publicReview(data), uid, paidOrderId: null });
        }
        transaction.update(doc.ref, {
          email: FieldValue.delete(),
          uid: FieldValue.delete(),
          verified: data.verified === true,
        });
      });
      migrated += 1;
    }
  }
  return migrated;
}

async function migrateProjectReviews(project = PROJECT_ID): Promise<number> {
  if (project.startsWith('demo-')) Object.assign(process.env, emulatorClientEnv());
  const app = initializeApp({ projectId: project }, `migrate-reviews-${Date.now()}`);
  try {
    return await migrateReviews(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** `npm start` on kept emulator data: older reviews lose their contact data. */
export async function migrateKeptReviews(): Promise<void> {
  const count = await migrateProjectReviews();
  if (count > 0) console.log(`Moved the author of ${count} older review(s) to reviewAuthors.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const project = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  migrateProjectReviews(project)
    .then((count) => console.log(`Migrated ${count} review(s) of ${project}.`))
    .catch((error: unknown) => {
      console.error('The migration failed:', error);
      process.exit(1);
    });
}
