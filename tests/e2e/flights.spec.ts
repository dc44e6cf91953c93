/**
 * Issue 4: operator3 searches Havana → Cancún round trip for 2 adults, 1 child and 1 infant, fills
 * the passengers (one deliberate error shown and fixed), confirms, and finds the reservation in the
 * list by its locator; the admin sees the seats of that departure drop; a coordinator checks the
 * passengers in, closes the flight and downloads the manifest.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDate } from '../../src/components/flights/format.ts';
import { apiLogin, expect, signIn, test } from './fixtures/server.ts';
import { api, bookableDay, iso, plusDays, yearsBefore } from './lib/bookableDays.ts';
import { choose, fillPassenger, pickDate } from './lib/bookingForm.ts';

interface City {
  id: number;
  name: string;
}
interface Option {
  id: number;
  flight_number: string;
  departure_time: string;
}

/**
 * The admin's free seats (general pool and groups) of the departure's economy class, read from a
 * fresh load of the page. The row is matched by its date too: until the typed dates apply, the
 * list still shows the rows from today on, and on a day the flight also leaves today its row of
 * today would otherwise be read.
 */
async function freeSeats(page: Page, date: string, flight: string): Promise<number> {
  await page.goto('/vuelos/disponibilidad');
  // The page settles first (the signed-in shell, then the list's first answer): on a busy machine
  // the filter inputs were re-mounted under the fill for longer than an action's timeout.
  await expect(page.getByRole('columnheader', { name: 'Libres en total' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Desde', { exact: true }).fill(date);
  await page.getByLabel('Hasta', { exact: true }).fill(date);
  const row = page.getByRole('row').filter({ hasText: flight }).filter({ hasText: 'Económica' }).filter({ hasText: formatDate(date, 'es') });
  await expect(row).toHaveCount(1);
  return Number(await row.getByRole('cell').nth(8).innerText());
}

test('a round trip is booked, shows in the list, takes its seats, and is checked in and closed with its manifest', async ({ page, browser, baseURL }) => {
  // Three users and a whole booking in one journey: about 70 s on a quiet 2-core machine, and the
  // axe journey runs beside it on the other worker. A budget, not a timing assertion.
  test.setTimeout(180_000);
  const base = baseURL!;
  const { access } = await apiLogin(base, 'operator3');
  const origins = await api<{ results: City[] }>(base, access, 'flights/city-origin/?page_size=100');
  const havana = origins.results.find((c) => c.name === 'La Habana')!;
  const cancun = origins.results.find((c) => c.name === 'Cancún')!;
  const departure = await bookableDay(base, access, havana.id, cancun.id, plusDays(iso(new Date()), 21));
  const back = await bookableDay(base, access, cancun.id, havana.id, plusDays(departure, 5));
  const found = await api<{ outbound: Option[]; inbound: Option[] }>(
    base,
    access,
    `flights/search/flights-open/?origin=${havana.id}&destination=${cancun.id}&departure_date=${departure}&return_date=${back}&adults=2&children=1&infants=1`,
  );
  const outbound = found.outbound[0];
  const inbound = found.inbound[0];

  // The admin notes the free seats of the outbound departure before the booking.
  const adminContext = await browser.newContext({ baseURL: base, locale: 'es-ES', timezoneId: 'UTC' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  const before = await freeSeats(admin, departure, outbound.flight_number);

  // operator3 searches Havana → Cancún, round trip, 2 adults, 1 child of 7 and 1 infant.
  await signIn(page, 'operator3');
  await page.goto('/vuelos/reserva/ruta');
  await choose(page, page, 'Origen', 'Haba', /La Habana/);
  await choose(page, page, 'Destino', 'Canc', /Cancún/);
  await pickDate(page, departure);
  await pickDate(page, back);
  await expect(page.getByRole('dialog')).toBeHidden();
  for (const field of ['Fecha de salida', 'Fecha de regreso']) await expect(page.getByRole('textbox', { name: field })).not.toHaveValue('');
  // Adults and infants by steppers, the child by its age.
  await page.getByRole('button', { name: 'Adultos: uno más' }).click();
  await page.getByRole('button', { name: 'Infantes: uno más' }).click();
  await page.getByRole('textbox', { name: 'Edades de los niños' }).fill('7');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();

  // Step 1: the flights.
  const time = (o: Option) => o.departure_time.slice(0, 5);
  // Each leg is a radio group of its flights.
  await page.getByRole('radiogroup', { name: /Vuelos de ida/ }).getByRole('radio', { name: `Vuelo ${outbound.flight_number} de las ${time(outbound)}` }).click();
  await page.getByRole('radiogroup', { name: /Vuelos de vuelta/ }).getByRole('radio', { name: `Vuelo ${inbound.flight_number} de las ${time(inbound)}` }).click();
  await page.getByRole('button', { name: 'Continuar con los pasajeros' }).click();

  // Step 2: the passengers; the infant is first given a birth date that makes it three.
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  await fillPassenger(page, 'Adulto 1', { first: 'Ana', last: `Pérez ${suffix}`, birth: '1985-02-01', passport: `A${suffix}1`, gender: 'Femenino' });
  const holder = page.getByRole('group', { name: 'Adulto 1' });
  await holder.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana.perez@example.com');
  await holder.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('+5355512345');
  await holder.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle 23 n.º 10, Vedado');
  await holder.getByRole('textbox', { name: 'Código postal', exact: true }).fill('10400');
  await choose(page, holder, 'País de residencia', 'Cub', 'Cuba');
  await fillPassenger(page, 'Adulto 2', { first: 'Luis', last: `Pérez ${suffix}`, birth: '1983-06-10', passport: `A${suffix}2`, gender: 'Masculino' });
  await fillPassenger(page, 'Niño 1', { first: 'Leo', last: `Pérez ${suffix}`, birth: yearsBefore(departure, 7), passport: `A${suffix}3`, gender: 'Masculino' });
  await fillPassenger(page, 'Infante 1', { first: 'Mía', last: `Pérez ${suffix}`, birth: yearsBefore(departure, 3), passport: `A${suffix}4`, gender: 'Femenino' });
  await page.getByRole('button', { name: 'Continuar a la verificación' }).click();
  const infant = page.getByRole('group', { name: 'Infante 1' });
  await expect(infant.getByText('Un infante debe tener menos de 2 años en la fecha del viaje.')).toBeVisible();
  await infant.getByLabel('Fecha de nacimiento').fill(plusDays(iso(new Date()), -150));
  await expect(infant.getByText('Un infante debe tener menos de 2 años en la fecha del viaje.')).toBeHidden();
  await page.getByRole('button', { name: 'Continuar a la verificación' }).click();

  // Step 3: the server's price, then the booking.
  await expect(page.getByTestId('booking-total')).toContainText('$');
  await page.getByRole('checkbox', { name: /acepto la política de cancelación/ }).check();
  await page.getByRole('button', { name: 'Confirmar la reserva' }).click();
  await expect(page.getByRole('heading', { name: 'Reserva confirmada' })).toBeVisible();
  const locator = (await page.getByTestId('booking-locator').innerText()).trim();
  expect(locator).toMatch(/^[A-Z2-9]{6}$/);

  // The reservation is in the list with its locator.
  await page.goto('/vuelos/reserva/list');
  await page.getByRole('textbox', { name: 'Localizador' }).fill(locator);
  // The new reservation also heads the unfiltered list: wait for the filtered one (header + 1 row) before clicking.
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: locator });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Pérez ${suffix}`);
  await row.click();
  await expect(page.getByTestId('reservation-locator')).toHaveText(locator);

  // The admin sees three seats fewer (two adults and the child; the infant travels on a lap). The
  // booking has committed and availability is read afresh: one load shows it, no polling (reloading
  // the page in a 15 s poll could not finish once on a busy 2-core machine).
  expect(await freeSeats(admin, departure, outbound.flight_number)).toBe(before - 3);
  await adminContext.close();

  // A coordinator checks the four passengers in, closes the flight and downloads its manifest.
  const coordContext = await browser.newContext({ baseURL: base, locale: 'es-ES', timezoneId: 'UTC', acceptDownloads: true });
  const coord = await coordContext.newPage();
  await signIn(coord, 'coordinator');
  await coord.goto('/vuelos/checkin');
  await coord.getByLabel('Fecha', { exact: true }).fill(departure);
  // Today's departures show first; wait for the chosen day's before opening the flight.
  await coord.getByRole('row').filter({ hasText: outbound.flight_number }).filter({ hasText: formatDate(departure, 'es') }).click();
  await expect(coord.getByRole('heading', { name: `Check-in del vuelo ${outbound.flight_number}` })).toBeVisible();
  // Check-in opens some hours before departure: the desk opens it now.
  await coord.getByRole('button', { name: 'Abrir el check-in' }).click();
  await coord.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(coord.getByRole('button', { name: 'Cerrar el vuelo' })).toBeVisible();
  const mine = coord.getByRole('row').filter({ hasText: locator });
  await expect(mine).toHaveCount(4);
  for (let i = 0; i < 4; i++) await mine.nth(i).getByRole('checkbox').check();
  await coord.getByRole('button', { name: 'Registrar los 4 seleccionados' }).click();
  // When these four are every pending passenger of the departure (no other booking on that day),
  // the page asks first (issue 8: confirm before checking in everybody at once).
  const confirmAll = coord.getByRole('dialog', { name: 'Registrar el embarque de todos' }).getByRole('button', { name: 'Confirmar' });
  await expect(mine.filter({ hasText: 'Embarque registrado' }).first().or(confirmAll)).toBeVisible();
  if (await confirmAll.isVisible()) await confirmAll.click();
  await expect(mine.filter({ hasText: 'Embarque registrado' })).toHaveCount(4);

  await coord.getByRole('button', { name: 'Cerrar el vuelo' }).click();
  await coord.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(coord.getByText('Check-in cerrado').first()).toBeVisible();
  // Opened before: the page offers to open it again (issue 8).
  await expect(coord.getByRole('button', { name: 'Abrir de nuevo el check-in' })).toBeVisible();

  const [download] = await Promise.all([coord.waitForEvent('download'), coord.getByRole('button', { name: 'Manifiesto (Excel)' }).click()]);
  expect(download.suggestedFilename()).toBe(`manifiesto-${outbound.flight_number}-${departure}.xlsx`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004'); // a ZIP container …
  expect(bytes.toString('latin1')).toContain('[Content_Types].xml'); // … holding an Office Open XML workbook
  expect(bytes.toString('latin1')).toContain('xl/worksheets/');
  await coordContext.close();
});
