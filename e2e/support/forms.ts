import { expect, type Locator } from '@playwright/test';

/** Fills each field of a form found by its label, as a person types. */
export async function fillByLabel(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

/** Each field of a form, found by its label, holds the given value. */
export async function expectValuesByLabel(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(form.getByLabel(label)).toHaveValue(value);
  }
}
