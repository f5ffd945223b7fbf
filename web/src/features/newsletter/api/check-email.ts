import { ValidationError } from 'yup';
import { newsletterSchema } from '@pedalworks/domain/schemas';

/** The schema's message for an address it refuses, or null when the address is fine. */
export async function emailProblem(email: string): Promise<string | null> {
  try {
    await newsletterSchema.validate({ email });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
