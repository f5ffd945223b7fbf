import { AUTH_URL, PROJECT_ID } from '../../scripts/lib/emulator-config';

interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
}

/** The e-mails the Auth emulator "sent" (password reset, verification) to one address. */
export async function sentEmails(email: string): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email.toLowerCase());
}
