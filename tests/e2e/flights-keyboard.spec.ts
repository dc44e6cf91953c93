/**
 * Issue 8: the whole flow by keyboard alone (the passengers' passports typed by a reader), for the issue's family (round trip, 2 adults, 1 child
 * of 7, 1 infant): skip link, cities, dates from the calendar grid (each calendar opens by itself:
 * the departure's after the route, the return's after the departure), passenger counts (arrow keys
 * on the steppers, the child's age typed), search, both flights (preselected), on to the passengers. Every key press or typed word is one interaction; the journey
 * prints the count for a first search and for the next one, which starts from the remembered search.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures/server.ts';
import { iso, plusDays, yearsBefore } from './lib/bookableDays.ts';
import { mrzOf, type Person } from './lib/mrz.ts';

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

const focusedIs = (page: Page, role: 'combobox' | 'button' | 'textbox' | 'radio' | 'spinbutton', name: string | RegExp) => async () =>
  page.getByRole(role, { name }).evaluateAll((els) => els.some((el) => el === document.activeElement));

/** In the open calendar: a bookable day takes the cursor (the months after when these have none); Enter takes it. */
async function pickFirstBookable(page: Page, keys: ReturnType<typeof operator>) {
  // One calendar: the one before has gone (its closing and the next one's opening overlap).
  await expect(page.getByRole('dialog')).toHaveCount(1);
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
}

/** A stepper: Tab to it, then one arrow up per passenger more until it reads `count`. */
async function stepUpTo(page: Page, keys: ReturnType<typeof operator>, label: string, count: number) {
  await keys.tabTo(focusedIs(page, 'spinbutton', label));
  const stepper = page.getByRole('spinbutton', { name: label });
  for (let i = 0; i < 9 && Number(await stepper.getAttribute('aria-valuenow')) < count; i++) await keys.press('ArrowUp');
  await expect(stepper).toHaveAttribute('aria-valuenow', String(count));
}

/** From the results: both flights by arrows/Enter, then on to the passengers. */
async function chooseFlights(page: Page, keys: ReturnType<typeof operator>) {
  const outbound = page.getByRole('radiogroup', { name: /Vuelos de ida/ });
  await expect(outbound.getByRole('radio').first()).toBeVisible();
  await keys.tabTo(async () => outbound.getByRole('radio').evaluateAll((els) => els.some((el) => el === document.activeElement)));
  await keys.press('Enter');
  // The way back's preselected flight has the focus.
  await expect(page.getByRole('radiogroup', { name: /Vuelos de vuelta/ }).getByRole('radio', { checked: true })).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByRole('button', { name: 'Continuar con los pasajeros' })).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByRole('heading', { name: 'Paso 2 de 3: Pasajeros' })).toBeFocused();
}

test('the booking by keyboard alone: the search, again from the remembered search, then passengers and verification', async ({ page }) => {
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

  // The departure's calendar has opened by itself; the return's opens once the departure is taken.
  await pickFirstBookable(page, keys);
  await pickFirstBookable(page, keys);
  await expect(page.getByRole('dialog')).toBeHidden();

  await stepUpTo(page, keys, 'Adultos', 2);
  await keys.tabTo(focusedIs(page, 'textbox', 'Edades de los niños'));
  await keys.type('7');
  await stepUpTo(page, keys, 'Infantes', 1);
  await keys.tabTo(focusedIs(page, 'button', 'Buscar'));
  await keys.press('Enter');
  // The form stays; the focus goes to the step's heading.
  await expect(page.getByRole('heading', { name: 'Paso 1 de 3: Elegir vuelos' })).toBeFocused();
  await chooseFlights(page, keys);
  const first = keys.count;

  // Next time: the same search is there already. The booking is left first: its page saves its
  // draft whenever the draft changes, so a clear made while it is open could be written over.
  await page.goto('/');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/vuelos/reserva/ruta');
  const again = operator(page);
  await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveValue(/La Habana/, { timeout: 60_000 });
  // The form is filled in: the keyboard starts on 'Buscar'.
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeFocused();
  await again.press('Enter');
  await chooseFlights(page, again);

  console.log(`search step by keyboard: ${first} interactions the first time, ${again.count} from the remembered search`);

  // The rest of the flow by keyboard too: each passport typed by the reader into its block, the
  // holder's contact typed, on to the verification, the policy accepted with Space, confirmed.
  const today = iso(new Date());
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const family: Person[] = [
    { title: 'Adulto 1', first: 'Rosa', last: 'Diaz', birth: '1980-03-04', sex: 'F', passport: `K${suffix}1` },
    { title: 'Adulto 2', first: 'Juan', last: 'Diaz', birth: '1979-08-12', sex: 'M', passport: `K${suffix}2` },
    // Seven at any departure in the next months (the search said a child of 7).
    { title: 'Niño 1', first: 'Pablo', last: 'Diaz', birth: plusDays(yearsBefore(today, 7), -60), sex: 'M', passport: `K${suffix}3` },
    { title: 'Infante 1', first: 'Lia', last: 'Diaz', birth: plusDays(today, -150), sex: 'F', passport: `K${suffix}4` },
  ];
  const rest = operator(page);
  const isFocused = (target: Locator) => async () => target.evaluate((el) => el === document.activeElement);
  for (const person of family) {
    const block = page.getByRole('group', { name: person.title });
    await rest.tabTo(isFocused(block.getByRole('textbox', { name: /Leer pasaporte/ })), 80);
    await rest.type(mrzOf(person, plusDays(today, 3 * 365)));
    await expect(block.getByRole('textbox', { name: 'Pasaporte', exact: true })).toHaveValue(person.passport);
    if (person.title !== 'Adulto 1') continue;
    for (const [name, text] of [['Correo electrónico', 'rosa.diaz@example.com'], ['Teléfono', '+5355500000'], ['Dirección', 'Calle 1 n.º 2'], ['Código postal', '10400']]) {
      await rest.tabTo(isFocused(block.getByRole('textbox', { name, exact: true })), 80);
      await rest.type(text);
    }
  }
  await rest.tabTo(isFocused(page.getByRole('button', { name: 'Continuar a la verificación' })), 80);
  await rest.press('Enter');
  await expect(page.getByTestId('booking-total')).toContainText('$', { timeout: 60_000 });
  await rest.tabTo(isFocused(page.getByRole('checkbox', { name: /acepto la política de cancelación/ })), 40);
  await rest.press('Space');
  await rest.tabTo(isFocused(page.getByRole('button', { name: 'Confirmar la reserva' })), 20);
  await rest.press('Enter');
  await expect(page.getByRole('heading', { name: 'Reserva confirmada' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('booking-locator')).toHaveText(/^[A-Z2-9]{6}$/);
  console.log(`passengers and verification by keyboard: ${rest.count} interactions`);
});
