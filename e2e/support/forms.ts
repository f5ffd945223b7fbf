import { expect, type Locator, type Page } from '@playwright/test';
import { CATALOGUE_TEXT } from '@pedalworks/domain/messages';

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

/** Chooses a tool's category in the form's select. */
export async function chooseCategory(page: Page, form: Locator, label: string) {
  await form.getByRole('combobox', { name: CATALOGUE_TEXT.category }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(form.getByRole('combobox', { name: CATALOGUE_TEXT.category })).toHaveText(label);
}
