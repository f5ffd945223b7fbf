/** maildev for npm start and npm test: its ports live here and only here. */
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { MailDev } from 'maildev';
import { SetupError, portFree } from './emulators';
import { WORK_DIR } from './paths';

export const MAILDEV = {
  host: '127.0.0.1',
  smtpPort: 1025,
  webPort: 1080,
  /** The test run's switch to stop and restart maildev's servers (the SMTP outage test). */
  controlPort: 1081,
} as const;

const maildevSmtpUrl = () => `smtp://${MAILDEV.host}:${MAILDEV.smtpPort}`;
export const maildevInboxUrl = () => `http://${MAILDEV.host}:${MAILDEV.webPort}`;
/** maildev's REST API: GET /email lists the received mails, DELETE /email/all empties it. */
export const maildevApiUrl = () => `${maildevInboxUrl()}/api`;
export const maildevControlUrl = () => `http://${MAILDEV.host}:${MAILDEV.controlPort}`;

/** What the functions emulator needs to send to maildev (it reads secrets from its env). */
export const maildevEnv = () => ({ SMTP_URL: maildevSmtpUrl() });

export interface RunningMaildev {
  stop(): Promise<void>;
}

/** Received mails are kept as files here, so they survive a restart of maildev. */
const MAIL_DIRECTORY = path.join(WORK_DIR, 'maildev');

const newMaildev = () =>
  new MailDev({
    smtp: MAILDEV.smtpPort,
    ip: MAILDEV.host,
    web: MAILDEV.webPort,
    webIp: MAILDEV.host,
    mailDirectory: MAIL_DIRECTORY,
    silent: true,
  });

/** `control` (the test run): POST /stop and /start on controlPort let a test take SMTP down. */
export async function startMaildev(
  options: { control?: boolean; empty?: boolean } = {},
): Promise<RunningMaildev> {
  for (const port of [
    MAILDEV.smtpPort,
    MAILDEV.webPort,
    ...(options.control ? [MAILDEV.controlPort] : []),
  ]) {
    if (!(await portFree(MAILDEV.host, port))) {
      throw new SetupError(
        `Port ${port} on ${MAILDEV.host} (maildev) is already taken. Stop whatever listens ` +
          `there (see: lsof -i :${port}), then try again.`,
      );
    }
  }
  if (options.empty) rmSync(MAIL_DIRECTORY, { recursive: true, force: true });
  mkdirSync(MAIL_DIRECTORY, { recursive: true });
  let maildev = newMaildev();
  await maildev.start();
  let control: http.Server | undefined;
  if (options.control) {
    control = http.createServer((req, res) => {
      const act = async () => {
        if (req.method === 'POST' && req.url === '/stop' && maildev.isRunning()) {
          await maildev.stop();
        } else if (req.method === 'POST' && req.url === '/start' && !maildev.isRunning()) {
          maildev = newMaildev();
          await maildev.start();
        }
        res.end(JSON.stringify({ running: maildev.isRunning() }));
      };
      act().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) =>
      control!.listen(MAILDEV.controlPort, MAILDEV.host, resolve),
    );
  }
  return {
    async stop() {
      await new Promise((resolve) => (control ? control.close(resolve) : resolve(undefined)));
      if (maildev.isRunning()) await maildev.stop();
    },
  };
}
