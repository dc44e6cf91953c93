/**
 * Issue 8: the search step by keyboard alone, for the family (round trip, 2 adults, 1 child
 * of 7, 1 infant): skip link, cities, dates from the calendar grid, passenger counts, search, both
 * flights, on to the passengers. Every key press or typed word is one interaction; the journey
 * prints the count for a first search and for the next one, which starts from the remembered search.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures/server.ts';

/** Counts what the operator does: one per key press, one per typed word. */
function operator(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async press(key: string) {
      count += 1;
      await page.keyboard.press(key);
    },
    async type(text: string) {
      count += 1;
      await page.keyboard.type(text);
    },
    /** Tab until `done` holds for the focused element (each Tab counted). */
    async tabTo(done: () => Promise<boolean>, limit = 20) {
      for (let i = 0; i < limit && !(await done()); i++) {
        count += 1;
        await page.keyboard.press('Tab');
      }
      expect(await done()).toBe(true);
    },
  };
}

const focusedIs = (page: Page, role: 'combobox' | 'button' | 'textbox' | 'radio', name: string | RegExp) => async () =>
  page.getByRole(role, { name }).evaluateAll((els) => els.some((el) => el === document.activeElement));

/** In the open calendar: a bookable day takes the cursor (next month when this one has none); Enter takes it. */
async function pickFirstBookable(page: Page, keys: ReturnType<typeof operator>) {
  const focusedDay = page.locator('[role="dialog"] button:focus');
  for (let i = 0; i < 4; i++) {
    await expect(focusedDay).toBeVisible();
    // The cursor lands on the first bookable day once the month's days are known.
    await page.waitForTimeout(300);
    if ((await focusedDay.getAttribute('aria-disabled')) === 'false') break;
    await keys.press('PageDown');
  }
  await expect(focusedDay).toHaveAttribute('aria-disabled', 'false');
  await keys.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function choose(page: Page, keys: ReturnType<typeof operator>, label: string, option: string) {
  await keys.tabTo(focusedIs(page, 'combobox', label));
  await keys.press('ArrowDown'); // opens the list on the current value
  await expect(page.getByRole('listbox')).toBeVisible();
  await keys.type(option.slice(0, 1)); // the list's type-ahead
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** From the results: both flights by arrows/Enter, then on to the passengers. */
async function chooseFlights(page: Page, keys: ReturnType<typeof operator>) {
  const outbound = page.getByRole('radiogroup', { name: /Vuelos de ida/ });
  await expect(outbound.getByRole('radio').first()).toBeVisible();
  await keys.tabTo(async () => outbound.getByRole('radio').evaluateAll((els) => els.some((el) => el === document.activeElement)));
  await keys.press('Enter');
  await expect(page.getByRole('radiogroup', { name: /Vuelos de vuelta/ }).getByRole('radio', { checked: false }).first()).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByRole('button', { name: 'Continuar con los pasajeros' })).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByRole('heading', { name: 'Paso 2 de 3: Pasajeros' })).toBeFocused();
}

test('the search step by keyboard alone, and again from the remembered search', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'operator3');
  await page.goto('/vuelos/reserva/ruta');
  await expect(page.getByRole('heading', { name: 'Buscar vuelos', level: 2 })).toBeVisible({ timeout: 60_000 });
  const keys = operator(page);

  // The skip link is the first stop of the tab order, and takes the keyboard to the content.
  await keys.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await keys.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await keys.tabTo(focusedIs(page, 'combobox', 'Origen'));
  await keys.type('Haba');
  await expect(page.getByRole('option', { name: /La Habana/ }).first()).toBeVisible();
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await keys.tabTo(focusedIs(page, 'combobox', 'Destino'));
  await keys.type('Canc');
  await expect(page.getByRole('option', { name: /Cancún/ }).first()).toBeVisible();
  await keys.press('ArrowDown');
  await keys.press('Enter');

  await keys.tabTo(focusedIs(page, 'textbox', 'Fecha de salida'));
  await keys.press('Enter');
  await pickFirstBookable(page, keys);
  await keys.tabTo(focusedIs(page, 'textbox', 'Fecha de regreso'));
  await keys.press('Enter');
  await pickFirstBookable(page, keys);

  await choose(page, keys, 'Adultos', '2');
  await choose(page, keys, 'Niños', '1');
  await choose(page, keys, 'Infantes', '1');
  await choose(page, keys, 'Edad del niño 1', '7 años');
  await keys.tabTo(focusedIs(page, 'button', 'Buscar'));
  await keys.press('Enter');
  // The form stays; the focus goes to the step's heading.
  await expect(page.getByRole('heading', { name: 'Paso 1 de 3: Elegir vuelos' })).toBeFocused();
  await chooseFlights(page, keys);
  const first = keys.count;

  // Next time: the same search is there already.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/vuelos/reserva/ruta');
  const again = operator(page);
  await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue(/La Habana/, { timeout: 60_000 });
  await again.press('Tab');
  await again.press('Enter'); // skip link
  await again.tabTo(focusedIs(page, 'button', 'Buscar'), 40);
  await again.press('Enter');
  await chooseFlights(page, again);

  console.log(`search step by keyboard: ${first} interactions the first time, ${again.count} from the remembered search`);
});
