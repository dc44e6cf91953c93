/**
 * Issue 9: operator3 puts a round-trip flight in the cart, saves it as a quote, converts it back,
 * checks out paying half from the agency's funds; the admin sends the customer a card payment link
 * (operator3 holds no 'Revolut Payment Link'), the customer pays the rest on the public page with
 * the sandbox gateway's test card; the reservation is paid and its voucher downloads; the admin
 * sees, on the level-2 agency's statement (its markup account), the credits of that booking adding
 * up to the level-2 share of the reservation's frozen price breakdown.
 * Amounts are read through the API (fresh, at the moment they matter), never assumed.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fromMinor, toMinor } from '../../domain/money.ts';
import type { FrozenPriceLevels } from '../../domain/records/flightBooking.ts';
import { formatMoney } from '../../src/components/flights/format.ts';
import { apiLogin, expect, signIn, test } from './fixtures/server.ts';
import { api, bookableDay, iso, plusDays } from './lib/bookableDays.ts';
import { choose, fillPassenger, pickDate } from './lib/bookingForm.ts';

interface City {
  id: number;
  name: string;
}
interface Option {
  flight_number: string;
  departure_time: string;
}
interface CartItem {
  id: number;
  price: string;
  currency: number;
}
interface Reservation {
  id: number;
  locator: string;
  total: string;
  paid_amount: string;
  commercial_status: string;
  agency: number;
  price_levels: FrozenPriceLevels;
}
interface Agency {
  id: number;
  name: string;
}

const money = (amount: string, currency = 1) => formatMoney(amount, currency, 'es');

/** The holder (Adulto 1) as the flight booking and the checkout both ask for it: the passenger and the contact. */
async function fillHolder(page: Page, last: string, passport: string): Promise<void> {
  await fillPassenger(page, 'Adulto 1', { first: 'Ana', last, birth: '1985-02-01', passport, gender: 'Femenino' });
  const block = page.getByRole('group', { name: 'Adulto 1' });
  await block.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana.money@example.com');
  await block.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('+5355512345');
  await block.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle 23 n.º 10, Vedado');
  await block.getByRole('textbox', { name: 'Código postal', exact: true }).fill('10400');
  await choose(page, block, 'País de residencia', 'Cub', 'Cuba');
}

test('a round trip goes cart → quote → cart, is paid half from funds and the rest by a card link, and credits the level-2 markup', async ({ page, browser, baseURL }) => {
  // Three users, a public page, a gateway and a download on a shared two-core machine: like the
  // other long journeys. A budget, not a timing assertion.
  test.setTimeout(180_000);
  const base = baseURL!;
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const { access: op } = await apiLogin(base, 'operator3');
  const { access: adm } = await apiLogin(base, 'admin');

  // A round trip on days the seed sells, away from today and from the other booking journeys' days.
  const origins = await api<{ results: City[] }>(base, op, 'flights/city-origin/?page_size=100');
  const havana = origins.results.find((c) => c.name === 'La Habana')!;
  const cancun = origins.results.find((c) => c.name === 'Cancún')!;
  const departure = await bookableDay(base, op, havana.id, cancun.id, plusDays(iso(new Date()), 40));
  const back = await bookableDay(base, op, cancun.id, havana.id, plusDays(departure, 4));
  const found = await api<{ outbound: Option[]; inbound: Option[] }>(
    base,
    op,
    `flights/search/flights-open/?origin=${havana.id}&destination=${cancun.id}&departure_date=${departure}&return_date=${back}&adults=1&children=0&infants=0`,
  );
  const outbound = found.outbound[0]!;
  const inbound = found.inbound[0]!;
  // The cart is operator3's own and no other journey fills it: checking out takes the whole cart.
  expect((await api<{ results: CartItem[] }>(base, op, 'cart/items/')).results, 'operator3 starts with an empty cart').toEqual([]);

  // operator3 searches, picks the flights, fills the holder and puts the priced trip in the cart.
  await signIn(page, 'operator3');
  await page.goto('/vuelos/reserva/ruta');
  await choose(page, page, 'Origen', 'Haba', /La Habana/);
  await choose(page, page, 'Destino', 'Canc', /Cancún/);
  await pickDate(page, departure);
  await pickDate(page, back);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const time = (o: Option) => o.departure_time.slice(0, 5);
  await page.getByRole('radiogroup', { name: /Vuelos de ida/ }).getByRole('radio', { name: `Vuelo ${outbound.flight_number} de las ${time(outbound)}` }).click();
  await page.getByRole('radiogroup', { name: /Vuelos de vuelta/ }).getByRole('radio', { name: `Vuelo ${inbound.flight_number} de las ${time(inbound)}` }).click();
  await page.getByRole('button', { name: 'Continuar con los pasajeros' }).click();
  await fillHolder(page, `Money ${suffix}`, `M${suffix}1`);
  await page.getByRole('button', { name: 'Continuar a la verificación' }).click();
  await expect(page.getByTestId('booking-total')).toContainText('$');
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cartRows = page.getByRole('table', { name: 'Carrito' }).getByRole('row');
  await expect(cartRows).toHaveCount(2, { timeout: 30_000 });
  const [item] = (await api<{ results: CartItem[] }>(base, op, 'cart/items/')).results;
  expect(item).toBeDefined();
  await expect(cartRows.nth(1)).toContainText(money(item!.price, item!.currency));

  // Saved as a quote: its page shows the cart's price, and so does the API.
  const quoteName = `Money ${suffix}`;
  await page.getByRole('button', { name: 'Guardar como cotización' }).click();
  const save = page.getByRole('dialog', { name: 'Guardar el carrito como cotización' });
  await save.getByRole('textbox', { name: 'Nombre de la cotización' }).fill(quoteName);
  await save.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/cart\/cotizaciones\/\d+$/);
  const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: quoteName, exact: true })).toBeVisible({ timeout: 30_000 });
  const quote = await api<{ total: string; currency: number; items: { price: string; converted_price: string }[] }>(base, op, `cart/quotes/${quoteId}/`);
  expect(quote).toMatchObject({ total: item!.price, currency: item!.currency, items: [{ price: item!.price, converted_price: item!.price }] });
  await expect(page.getByRole('table', { name: 'Servicios' })).toContainText(money(item!.price, item!.currency));

  // The cart is emptied by hand (its seats freed), then the quote goes back into it.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Quitar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Su carrito está vacío.')).toBeVisible();
  await page.goto(`/cart/cotizaciones/${quoteId}`);
  await page.getByRole('button', { name: 'Pasar al carrito' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartRows).toHaveCount(2, { timeout: 30_000 });
  const again = (await api<{ results: CartItem[] }>(base, op, 'cart/items/')).results;
  expect(again.map((i) => i.price)).toEqual([item!.price]);
  await expect(cartRows.nth(1)).toContainText(money(item!.price, item!.currency));

  // Checkout: a new customer, the holder again, and half the price paid now from the funds.
  const customer = page.getByRole('combobox', { name: 'Cliente' });
  await customer.fill(`Ana Money${suffix}`);
  await page.getByRole('option', { name: 'Nuevo cliente' }).click();
  const newCustomer = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await newCustomer.getByRole('textbox', { name: 'Correo electrónico' }).fill(`ana.${suffix.toLowerCase()}@example.com`);
  await newCustomer.getByRole('textbox', { name: 'Teléfono' }).fill('+5355512345');
  await newCustomer.getByRole('textbox', { name: 'Pasaporte' }).fill(`C${suffix}9`);
  await newCustomer.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(newCustomer).toBeHidden();
  await expect(customer).toHaveValue(`Ana Money${suffix}`);
  await fillHolder(page, `Money ${suffix}`, `M${suffix}1`);
  const totalMinor = toMinor(item!.price);
  const half = fromMinor(Math.floor(totalMinor / 2));
  await page.getByRole('radio', { name: 'Pagar una parte ahora' }).check();
  await page.getByRole('textbox', { name: 'Importe a pagar ahora' }).fill(half);
  await page.getByRole('button', { name: 'Confirmar el pedido' }).click();
  const done = page.getByRole('table', { name: 'Reservas del pedido' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done.getByRole('row')).toHaveCount(2);
  await expect(done.getByRole('row').nth(1)).toContainText('Pago parcial');
  await expect(done.getByRole('row').nth(1)).toContainText(money(half));
  // The order's own figures: half paid, half owed.
  await expect(page.locator('dt', { hasText: /^Pagado$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(money(half));
  const open = done.getByRole('link', { name: /^Ver la reserva / });
  const reservationId = Number((await open.getAttribute('href'))!.split('/').pop());
  const booked = await api<Reservation>(base, op, `flights/reservations/${reservationId}/`);
  expect(booked).toMatchObject({ total: item!.price, paid_amount: half, commercial_status: 'partial-paid' });
  await open.click();
  await expect(page.getByTestId('reservation-locator')).toHaveText(booked.locator, { timeout: 30_000 });
  await expect(page.getByTestId('payments-paid')).toHaveText(money(half));

  // The admin sends the customer a payment link for what is left.
  const owed = fromMinor(totalMinor - toMinor(half));
  const email = `pago.${suffix.toLowerCase()}@example.com`;
  const adminContext = await browser.newContext({ baseURL: base, locale: 'es-ES', timezoneId: 'UTC' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/vuelos/reserva/list/${reservationId}`);
  await expect(admin.getByTestId('payments-owed')).toHaveText(money(owed), { timeout: 30_000 });
  await admin.getByRole('button', { name: 'Enviar enlace de pago' }).click();
  const linkDialog = admin.getByRole('dialog', { name: `Enviar un enlace de pago de la reserva ${booked.locator}` });
  await linkDialog.getByRole('textbox', { name: 'Correo del cliente' }).fill(email);
  await expect(linkDialog.getByRole('textbox', { name: 'Importe' })).toHaveValue(owed);
  const [answer] = await Promise.all([
    admin.waitForResponse((r) => r.url().endsWith('/api/payments/payment-requests/reservation-payment-request/') && r.request().method() === 'POST'),
    linkDialog.getByRole('button', { name: 'Enviar' }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const link = (await answer.json()) as { url: string; amount: string; email: string };
  expect(link).toMatchObject({ amount: owed, email });
  await expect(admin.getByText(`Enlace de pago enviado a ${email}.`)).toBeVisible();

  // Its mail is in the outbox, as the admin sees it.
  await admin.goto('/admin/outbox');
  await admin.getByRole('textbox', { name: 'Buscar' }).fill(email);
  const mail = admin.getByRole('row').filter({ hasText: email });
  await expect(mail).toHaveCount(1, { timeout: 30_000 });
  await expect(mail).toContainText('Enlace de pago');

  // The customer opens the link (no session) and pays with the sandbox's approving test card.
  const customerContext = await browser.newContext({ locale: 'es-ES', timezoneId: 'UTC' });
  const payer = await customerContext.newPage();
  await payer.goto(link.url);
  await expect(payer.getByText(`Reserva ${booked.locator}`)).toBeVisible({ timeout: 30_000 });
  await payer.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await payer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payer.getByRole('button', { name: 'Pay' }).click();
  await expect(payer).toHaveURL(/\/payment-success\?request=/, { timeout: 30_000 });
  await expect(payer.getByText('Pago realizado')).toBeVisible();
  await customerContext.close();

  // operator3 sees the reservation paid and downloads its voucher.
  await page.reload();
  await expect(page.getByTestId('payments-paid')).toHaveText(money(item!.price), { timeout: 30_000 });
  await expect(page.getByTestId('payments-owed')).toHaveText(money('0.00'));
  const paid = await api<Reservation>(base, op, `flights/reservations/${reservationId}/`);
  expect(paid).toMatchObject({ paid_amount: item!.price, commercial_status: 'paid' });
  const [voucher] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Voucher', exact: true }).click()]);
  expect(voucher.suggestedFilename()).toBe(`voucher-${booked.locator}.pdf`);
  expect(readFileSync((await voucher.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The level-2 agency (operator3's parent) earned its frozen margin and markup on the booking.
  const full = await api<Reservation>(base, adm, `flights/reservations/${reservationId}/`);
  const agencies = await api<{ results: Agency[] }>(base, adm, 'agency/agencies/?page_size=100');
  const mexico = agencies.results.find((a) => a.name === 'Turismo Azul México')!;
  const shareMinor = full.price_levels.levels.filter((l) => l.earned_by === mexico.id).reduce((sum, l) => sum + toMinor(l.margin) + toMinor(l.markup), 0);
  expect(shareMinor).toBeGreaterThan(0);
  await admin.goto(`/agencias/accounting/${mexico.id}`);
  await expect(admin.getByRole('heading', { name: 'Estado de cuenta de Turismo Azul México' })).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('combobox', { name: 'Cuenta' }).click();
  await admin.getByRole('option', { name: 'Ganancias por markup · USD' }).click();
  const credits = admin.getByRole('row').filter({ hasText: booked.locator });
  // Two settlements: the half from the funds and the rest by card, shared in proportion.
  await expect(credits).toHaveCount(2, { timeout: 30_000 });
  const amounts = await credits.evaluateAll((rows) => rows.map((r) => (r.querySelectorAll('td')[5] as HTMLElement | undefined)?.innerText ?? ''));
  const creditedMinor = amounts.map((text) => toMinor(text.replace(/[^\d,]/g, '').replace(',', '.'))).reduce((a, b) => a + b, 0);
  expect(creditedMinor).toBe(shareMinor);
  await adminContext.close();
});
