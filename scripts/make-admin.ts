/** As PUT /api/user/admin/{email} does, on the emulators or a real project (docs/deploying.md). */
import { readFileSync } from 'node:fs';
import { EMAIL_PATTERN } from '@pedalworks/domain/schemas';
import { promoteToAdmin } from '../functions/src/services/users';
import { emulatorClientEnv } from './lib/emulator-config';
import { fromRoot } from './lib/paths';

const USAGE = 'Usage: npm run make-admin -- <email> [--project <project id>]';

class UsageError extends Error {}

function parseArguments(args: string[]): { email: string; project?: string } {
  const projectAt = args.indexOf('--project');
  const project = projectAt >= 0 ? args[projectAt + 1] : undefined;
  if (projectAt >= 0 && !project) throw new UsageError(`--project needs a project id.\n${USAGE}`);
  const rest = args.filter(
    (_, index) => projectAt < 0 || (index !== projectAt && index !== projectAt + 1),
  );
  const [email, ...extra] = rest;
  if (!email || extra.length > 0) throw new UsageError(USAGE);
  if (!EMAIL_PATTERN.test(email))
    throw new UsageError(`"${email}" is not an email address.\n${USAGE}`);
  return { email: email.toLowerCase(), ...(project ? { project } : {}) };
}

function defaultProject(): string | undefined {
  const fromEnv = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  try {
    const rc = JSON.parse(readFileSync(fromRoot('.firebaserc'), 'utf8')) as {
      projects?: { default?: string };
    };
    return rc.projects?.default;
  } catch {
    return undefined;
  }
}

async function reachable(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const { email, project: chosen } = parseArguments(process.argv.slice(2));
  const project = chosen ?? defaultProject();
  if (!project) {
    throw new UsageError(
      `No project: pass --project <id>, set GCLOUD_PROJECT or add a default to .firebaserc.\n${USAGE}`,
    );
  }
  process.env.GCLOUD_PROJECT = project;
  const emulated =
    project.startsWith('demo-') ||
    Boolean(process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST);
  if (emulated) {
    // Both SDK clients must talk to the emulators, never one of them to production.
    const hosts = emulatorClientEnv();
    process.env.FIRESTORE_EMULATOR_HOST ??= hosts.FIRESTORE_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hosts.FIREBASE_AUTH_EMULATOR_HOST;
    const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
    if (!(await reachable(authHost))) {
      throw new UsageError(
        `The Auth emulator is not reachable at ${authHost}. Start the emulators first (npm start), then run this again.`,
      );
    }
    console.log(
      `Using the emulators of ${project} (auth ${authHost}, firestore ${process.env.FIRESTORE_EMULATOR_HOST}).`,
    );
  } else {
    console.log(`Using the real project ${project} with application default credentials.`);
  }

  // The audit log names the script as the actor: it runs with the project's own credentials.
  const operator = {
    uid: 'scripts/make-admin',
    email: 'make-admin script',
    name: 'make-admin script',
    role: 'admin',
    admin: true,
    emailVerified: true,
    token: '',
  } as const;
  const { modifiedCount } = await promoteToAdmin(operator, email);
  console.log(
    modifiedCount > 0
      ? `${email} is now an admin of ${project}. The claim reaches the user's session at the next token refresh (sign out and in again to see it at once).`
      : `${email} was already an admin of ${project}; nothing changed.`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof UsageError) console.error(error.message);
    else if ((error as { status?: number }).status === 404) {
      console.error('No account uses this email: sign up in the app first, then run this again.');
    } else if ((error as { status?: number }).status === 409) {
      // The account's email is not verified: the domain's message says so.
      console.error((error as Error).message);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Could not make the admin: ${message}`);
      if (/credential|metadata|ENOTFOUND|getaddrinfo/i.test(message)) {
        console.error(
          'For a real project, sign in with `gcloud auth application-default login` (or set GOOGLE_APPLICATION_CREDENTIALS to a service account key) and check the project id.',
        );
      }
    }
    process.exit(1);
  });
