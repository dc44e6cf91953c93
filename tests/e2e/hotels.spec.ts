/**
 * Issue 11: operator3 searches /hoteles for 2 rooms (2 adults; 2 adults and a child of 7) for 4
 * nights, opens a hotel, books it with an optional supplement, pays from the agency's funds at the
 * checkout, opens the booking's page and downloads its voucher (a PDF); then the admin stops sales
 * on one night of that stay in /disponibilidad/hoteles and the same search no longer offers the hotel.
 * The stay starts 45 days from today: inside the demo's year of availability (from the first day of
 * the seed's month) on any day, away from the other journeys' dates. The hotel is read through the
 * API (the first of the search's first page whose first room offer has an optional supplement).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { HotelPageRecord, HotelSearchResult } from '../../domain/records/hotelSales.ts';
import { apiLogin, expect, signIn, test } from './fixtures/server.ts';
import { api, iso, plusDays } from './lib/bookableDays.ts';

const ROOMS = '2,2-7';

async function searchInUi(page: Page, checkin: string, checkout: string): Promise<void> {
  await page.goto('/hoteles');
  await page.getByRole('textbox', { name: 'Entrada', exact: true }).fill(checkin);
  await page.getByRole('textbox', { name: 'Salida', exact: true }).fill(checkout);
  await page.getByRole('button', { name: 'Añadir habitación' }).click();
  await page.getByRole('textbox', { name: 'Edades de los niños' }).nth(1).fill('7');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/rooms=2%2C2-7|rooms=2,2-7/);
}

test('operator3 books 2 rooms with a supplement, pays from funds and gets the voucher; a stop sale then hides the hotel', async ({ page, browser, baseURL }) => {
  // Two users, a checkout and a download on a shared two-core machine: a budget, not a timing assertion.
  test.setTimeout(120_000);
  const base = baseURL!;
  const { access: op } = await apiLogin(base, 'operator3');
  const checkin = plusDays(iso(new Date()), 45);
  const checkout = plusDays(checkin, 4);
  const stay = `checkin=${checkin}&checkout=${checkout}&rooms=${encodeURIComponent(ROOMS)}`;

  // The hotel: on the search's first page, its first offer for room 1 with an optional supplement.
  const found = await api<{ results: HotelSearchResult[] }>(base, op, `hotels/search/?${stay}&page_size=10`);
  let hotel: HotelPageRecord | undefined;
  for (const result of found.results) {
    const candidate = await api<HotelPageRecord>(base, op, `hotels/${result.slug}/?${stay}`);
    const plan = candidate.offers[0]?.meal_plan;
    const first = candidate.offers.find((o) => o.room === 0 && o.meal_plan === plan);
    const second = candidate.offers.find((o) => o.room === 1 && o.meal_plan === plan);
    if (first && second && first.supplements.some((s) => !s.mandatory)) {
      hotel = candidate;
      break;
    }
  }
  expect(hotel, 'a hotel of the first page sells both rooms with an optional supplement').toBeDefined();
  const offer = hotel!.offers.find((o) => o.room === 0 && o.meal_plan === hotel!.offers[0]!.meal_plan)!;
  const supplement = offer.supplements.find((s) => !s.mandatory)!;
  expect((await api<{ results: unknown[] }>(base, op, 'cart/items/')).results, 'operator3 starts with an empty cart').toEqual([]);

  // operator3 searches and opens the hotel.
  await signIn(page, 'operator3');
  await searchInUi(page, checkin, checkout);
  await page.getByRole('link', { name: `Ver habitaciones: ${hotel!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/hoteles/${hotel!.slug}\\?`));

  // Holders for both rooms, the supplement in room 1, into the cart.
  const room1 = page.getByRole('region', { name: /^Habitación 1:/ });
  await room1.getByRole('checkbox', { name: new RegExp(`^${supplement.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\+`) }).check();
  await page.getByRole('textbox', { name: 'Nombre del titular' }).nth(0).fill('Ana');
  await page.getByRole('textbox', { name: 'Apellidos del titular' }).nth(0).fill('Hotelera');
  await page.getByRole('textbox', { name: 'Nombre del titular' }).nth(1).fill('Luis');
  await page.getByRole('textbox', { name: 'Apellidos del titular' }).nth(1).fill('Hotelero');
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Checkout: a new customer of operator3's, everything paid from the agency's funds.
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const picker = page.getByRole('combobox', { name: 'Cliente' });
  await picker.fill(`Ana Hotel${suffix}`);
  await page.getByRole('option', { name: 'Nuevo cliente' }).click();
  const newCustomer = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await newCustomer.getByRole('textbox', { name: 'Correo electrónico' }).fill(`ana.hotel.${suffix.toLowerCase()}@example.com`);
  await newCustomer.getByRole('textbox', { name: 'Teléfono' }).fill('+5355512345');
  await newCustomer.getByRole('textbox', { name: 'Pasaporte' }).fill(`H${suffix}7`);
  await newCustomer.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(newCustomer).toBeHidden();
  await expect(picker).toHaveValue(`Ana Hotel${suffix}`);
  await page.getByRole('radio', { name: 'Pagar todo con los fondos de la agencia' }).check();
  await page.getByRole('button', { name: 'Confirmar el pedido' }).click();
  const done = page.getByRole('table', { name: 'Reservas del pedido' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const open = done.getByRole('link', { name: /^Ver la reserva / });
  const reservationId = Number((await open.getAttribute('href'))!.split('/').pop());

  // The booking's page: the stay as booked, with the supplement, paid; the voucher is a PDF.
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/resumen/hoteles/${reservationId}$`));
  const booked = await api<{ locator: string; total: string; paid_amount: string; rooms: { supplements: { id: number }[]; children_ages: number[] }[] }>(base, op, `hotels/reservations/${reservationId}/`);
  expect(booked.rooms[0]!.supplements.map((s) => s.id)).toContain(supplement.id);
  expect(booked.rooms[1]!.children_ages).toEqual([7]);
  expect(booked.paid_amount).toBe(booked.total);
  await expect(page.getByTestId('reservation-locator')).toHaveText(booked.locator, { timeout: 30_000 });
  await expect(page.getByTestId('hotel-room')).toHaveCount(2);
  await expect(page.getByTestId('hotel-room').first()).toContainText(supplement.name);
  const [voucher, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/reservations/${reservationId}/voucher/`)),
    page.waitForEvent('download'),
    page.getByRole('button', { name: /voucher/i }).first().click(),
  ]);
  expect(voucher.status()).toBe(200);
  expect(voucher.headers()['content-type']).toContain('application/pdf');
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // The page passes axe (no serious or critical violation) and fits 1366 px without sideways scroll,
  // as the a11y and layout journeys require (they open the demo's first hotel booking; this one is
  // checked with what this journey booked: a supplement and two rooms).
  await page.setViewportSize({ width: 1366, height: 768 });
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The admin stops sales on the stay's second night for every room type of the hotel.
  const night = plusDays(checkin, 1);
  const adminContext = await browser.newContext({ baseURL: base, locale: 'es-ES', timezoneId: 'UTC' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/disponibilidad/hoteles');
  // The page opens on the first hotel by name: typing before that choice lands was appended to it
  // ('Barceló Bávaro PalaceHostal La Ronda' found nothing on a busy machine).
  const hotelPicker = admin.getByRole('combobox', { name: 'Hotel' });
  await expect(hotelPicker).not.toHaveValue('', { timeout: 30_000 });
  await hotelPicker.fill(hotel!.name);
  await admin.getByRole('option', { name: new RegExp(hotel!.name) }).first().click();
  await admin.getByRole('button', { name: 'Cambio masivo' }).click();
  const mass = admin.getByRole('dialog');
  await mass.getByLabel('Desde').fill(night);
  await mass.getByLabel('Hasta').fill(night);
  await mass.getByRole('checkbox', { name: 'Todos' }).check();
  await mass.getByRole('combobox', { name: 'Modalidad' }).click();
  await admin.getByRole('option', { name: 'Cierre de ventas' }).click();
  await mass.getByRole('button', { name: 'Revisar' }).click();
  await mass.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(admin.getByText(/Se cambiaron \d+ noches/)).toBeVisible({ timeout: 30_000 });
  await adminContext.close();

  // The same search no longer offers the hotel.
  await searchInUi(page, checkin, checkout);
  await expect(page.getByText(/hoteles? disponibles?|No se encontró disponibilidad/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: `Ver habitaciones: ${hotel!.name}` })).toHaveCount(0);
  const after = await api<{ results: HotelSearchResult[] }>(base, op, `hotels/search/?${stay}&hotel=${hotel!.id}`);
  expect(after.results).toEqual([]);
});
