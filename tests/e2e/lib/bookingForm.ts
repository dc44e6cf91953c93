/**
 * The flight booking's form as an operator fills it (flights.spec.ts, money.spec.ts): the calendar,
 * the autocompletes and a passenger's block, by their Spanish labels.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { dayLabel, iso, plusDays } from './bookableDays.ts';

/**
 * In the calendar that opened by itself (the departure's once the route is chosen, the return's
 * once the departure is taken), clicks `date`, moving on month by month. (While a calendar is open
 * the page behind it is hidden from the accessibility tree: the fields are checked after.)
 */
export async function pickDate(page: Page, date: string): Promise<void> {
  // One calendar: the one before has gone (its closing and the next one's opening overlap).
  await expect(page.getByRole('dialog')).toHaveCount(1);
  const calendar = page.getByRole('dialog');
  const day = calendar.getByRole('button', { name: dayLabel(date), exact: true });
  for (let i = 0; i < 12 && !(await day.isVisible()); i++) await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  await expect(day).toHaveAttribute('aria-disabled', 'false');
  await day.click();
}

export async function choose(page: Page, scope: Page | Locator, label: string, search: string, option: string | RegExp): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

export interface Person {
  first: string;
  last: string;
  birth: string;
  passport: string;
  gender: 'Femenino' | 'Masculino';
}

export async function fillPassenger(page: Page, title: string, person: Person): Promise<void> {
  const block = page.getByRole('group', { name: title });
  await block.getByRole('textbox', { name: 'Nombre', exact: true }).fill(person.first);
  await block.getByRole('textbox', { name: 'Apellidos', exact: true }).fill(person.last);
  await block.getByLabel('Fecha de nacimiento').fill(person.birth);
  await choose(page, block, 'Nacionalidad', 'Cub', 'Cuba');
  await block.getByRole('textbox', { name: 'Pasaporte', exact: true }).fill(person.passport);
  // The passport's expiry and issuing country go to the PAXLST (issue 8).
  await block.getByLabel('Caducidad del pasaporte').fill(plusDays(iso(new Date()), 5 * 365));
  await choose(page, block, 'País de expedición del pasaporte', 'Cub', 'Cuba');
  // No gender is preselected (issue 8).
  await block.getByRole('combobox', { name: 'Género' }).click();
  await page.getByRole('option', { name: person.gender }).click();
}
