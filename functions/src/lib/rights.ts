import { ROLE_TEXT, hasRight, type Right } from '@pedalworks/domain/roles';
import type { Caller } from './caller';
import { HttpError } from './errors';

/** 403 naming the right, unless the caller's role has it (packages/domain/src/roles.ts). */
export function assertRight(caller: Caller, right: Right): void {
  if (!hasRight(caller.role, right)) throw new HttpError(403, ROLE_TEXT.missingRight(right));
}
