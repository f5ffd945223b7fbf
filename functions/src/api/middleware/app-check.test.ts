import type { Request } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { checkAppCheck } from './app-check';

const request = (headers: Record<string, string>) =>
  ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

afterEach(() => {
  delete process.env.ENFORCE_APP_CHECK;
});

describe('App Check on the API', () => {
  it('is off unless ENFORCE_APP_CHECK is set (locally and in tests)', async () => {
    await expect(checkAppCheck(request({}))).resolves.toBeUndefined();
  });

  it('with ENFORCE_APP_CHECK=true, refuses a call without a token', async () => {
    process.env.ENFORCE_APP_CHECK = 'true';
    await expect(checkAppCheck(request({}))).rejects.toMatchObject({
      status: 401,
      message: API_ERROR.appCheckRequired,
    });
  });
});
