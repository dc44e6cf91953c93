/**
 * Issue 8's measure: operator3 books the family (round trip, 2 adults, 1 child, 1 infant) from the
 * login page to the locator, counting interactions (lib/interactions.ts) and time, twice: the
 * passports read from their MRZ, then the same family picked from the agency's directory (filled
 * by the first booking). Prints the figures and writes them to BOOKING_SPEED_FILE (default
 * test-results/booking-speed.json), which the bench scenario 85-booking-speed shows with targets.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, expect, test } from './fixtures/server.ts';
import { api, bookableDay, dayLabel, iso, plusDays, yearsBefore } from './lib/bookableDays.ts';
import { Interactions } from './lib/interactions.ts';

export const BOOKING_SPEED_FILE = process.env.BOOKING_SPEED_FILE ?? path.resolve(import.meta.dirname, '../../test-results/booking-speed.json');

// ICAO 9303 check digits, to print real passports for the family.
const charValue = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
const checkDigit = (s: string) => String([...s].reduce((sum, c, i) => sum + charValue(c) * [7, 3, 1][i % 3], 0) % 10);
const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');

interface Person {
  title: string;
  first: string;
  last: string;
  birth: string;
  sex: 'M' | 'F';
  passport: string;
}

/** The passport's two TD3 lines, as a reader types them (Enter between and after). */
function mrzOf(p: Person, expiry: string): string {
  const line1 = `P<CUB${p.last.toUpperCase()}<<${p.first.toUpperCase()}`.padEnd(44, '<');
  const doc = p.passport.padEnd(9, '<');
  const personal = '<'.repeat(14);
  const [birth, exp] = [yymmdd(p.birth), yymmdd(expiry)];
  const body = `${doc}${checkDigit(doc)}`;
  const dates = `${birth}${checkDigit(birth)}`;
  const expiryPart = `${exp}${checkDigit(exp)}${personal}${checkDigit(personal)}`;
  const line2 = `${body}CUB${dates}${p.sex}${expiryPart}${checkDigit(body + dates + expiryPart)}`;
  return `${line1}\n${line2}\n`;
}

interface Trip {
  departure: string;
  back: string;
}

interface Measure {
  interactions: number;
  seconds: number;
  log: string[];
}

function record(name: 'mrz' | 'directory', measure: Measure): void {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(BOOKING_SPEED_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // First case of the run.
  }
  all[name] = { ...measure, measured_at: new Date().toISOString() };
  mkdirSync(path.dirname(BOOKING_SPEED_FILE), { recursive: true });
  writeFileSync(BOOKING_SPEED_FILE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`booking speed (${name}): ${measure.interactions} interactions, ${measure.seconds.toFixed(1)} s\n  ${measure.log.join('\n  ')}`);
}

/** The clock starts when the operator sees the login page (its lazy chunk can be slow to come on a loaded machine). */
async function loginPageShown(page: Page): Promise<number> {
  await page.goto('/auth/login');
  await page.locator('input[name="username"]').waitFor({ timeout: 60_000 });
  return Date.now();
}

/** Login page → passengers step, the search as it stands (engineer "flowkeys" makes it shorter). */
async function loginAndSearch(page: Page, ix: Interactions, trip: Trip): Promise<void> {
  await ix.fill(page.locator('input[name="username"]'), 'operator3', 'username');
  await ix.fill(page.locator('input[name="password"]'), DEMO_PASSWORD, 'password');
  await ix.click(page.getByRole('button', { name: /^iniciar sesión$/i }), 'sign in');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  await ix.click(page.getByRole('menuitem', { name: 'Buscar vuelos' }).or(page.getByRole('link', { name: 'Buscar vuelos' })).first(), 'menu Buscar vuelos');
  await ix.choose(page, 'Origen', 'Haba', /La Habana/);
  await ix.choose(page, 'Destino', 'Canc', /Cancún/);
  for (const [field, date] of [['Fecha de salida', trip.departure], ['Fecha de regreso', trip.back]] as const) {
    await ix.click(page.getByRole('textbox', { name: field }), field);
    const calendar = page.getByRole('dialog');
    const day = calendar.getByRole('button', { name: dayLabel(date), exact: true });
    for (let i = 0; i < 12 && !(await day.isVisible()); i++) await ix.click(calendar.getByRole('button', { name: 'Mes siguiente' }), 'next month');
    await ix.click(day, date);
    await expect(calendar).toBeHidden();
  }
  for (const [label, n] of [['Adultos', '2'], ['Niños', '1'], ['Infantes', '1'], ['Edad del niño 1', '7 años']]) {
    await ix.click(page.getByRole('combobox', { name: label }), label);
    await ix.click(page.getByRole('option', { name: n, exact: true }), `${label} ${n}`);
  }
  await ix.click(page.getByRole('button', { name: 'Buscar', exact: true }), 'search');
}

async function chooseFlights(page: Page, ix: Interactions): Promise<void> {
  // Each leg is a radio group of its flights (a full flight's radio is disabled).
  await ix.click(page.getByRole('radiogroup', { name: /Vuelos de ida/ }).getByRole('radio', { disabled: false }).first(), 'outbound');
  await ix.click(page.getByRole('radiogroup', { name: /Vuelos de vuelta/ }).getByRole('radio', { disabled: false }).first(), 'inbound');
  await ix.click(page.getByRole('button', { name: 'Continuar con los pasajeros' }), 'continue');
}

async function confirm(page: Page, ix: Interactions): Promise<string> {
  await ix.click(page.getByRole('button', { name: 'Continuar a la verificación' }), 'continue');
  await expect(page.getByTestId('booking-total')).toContainText('$');
  await ix.click(page.getByRole('checkbox', { name: /acepto la política de cancelación/ }), 'accept');
  await ix.click(page.getByRole('button', { name: 'Confirmar la reserva' }), 'confirm');
  await expect(page.getByRole('heading', { name: 'Reserva confirmada' })).toBeVisible();
  return (await page.getByTestId('booking-locator').innerText()).trim();
}

// A loaded machine (2 cores, many agents) can take more than the default 10 s for one action.
test.use({ actionTimeout: 30_000 });

test.describe.serial('booking speed (issue 8)', () => {
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  let family: Person[] = [];
  let trips: Trip[] = [];

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL!;
    const { access } = await apiLogin(base, 'operator3');
    const origins = await api<{ results: { id: number; name: string }[] }>(base, access, 'flights/city-origin/?page_size=100');
    const havana = origins.results.find((c) => c.name === 'La Habana')!;
    const cancun = origins.results.find((c) => c.name === 'Cancún')!;
    const first = await bookableDay(base, access, havana.id, cancun.id, plusDays(iso(new Date()), 21));
    const firstBack = await bookableDay(base, access, cancun.id, havana.id, plusDays(first, 5));
    // The second booking of the same family travels after the first comes back.
    const second = await bookableDay(base, access, havana.id, cancun.id, plusDays(firstBack, 1));
    const secondBack = await bookableDay(base, access, cancun.id, havana.id, plusDays(second, 5));
    trips = [
      { departure: first, back: firstBack },
      { departure: second, back: secondBack },
    ];
    family = [
      { title: 'Adulto 1', first: 'Ana', last: 'Perez', birth: '1985-02-01', sex: 'F', passport: `A${suffix}1` },
      { title: 'Adulto 2', first: 'Luis', last: 'Perez', birth: '1983-06-10', sex: 'M', passport: `A${suffix}2` },
      { title: 'Niño 1', first: 'Leo', last: 'Perez', birth: yearsBefore(first, 7), sex: 'M', passport: `A${suffix}3` },
      { title: 'Infante 1', first: 'Mia', last: 'Perez', birth: plusDays(iso(new Date()), -150), sex: 'F', passport: `A${suffix}4` },
    ];
  });

  test('passports read from their MRZ', async ({ page }) => {
    test.setTimeout(180_000);
    const ix = new Interactions(page);
    const started = await loginPageShown(page);
    await loginAndSearch(page, ix, trips[0]);
    await chooseFlights(page, ix);
    const expiry = plusDays(trips[0].back, 3 * 365);
    for (const person of family) {
      const block = page.getByRole('group', { name: person.title });
      const scan = block.getByRole('textbox', { name: /Leer pasaporte/ });
      await ix.typeSequentially(scan, mrzOf(person, expiry), `${person.title} passport`);
      await expect(block.getByRole('textbox', { name: 'Pasaporte', exact: true })).toHaveValue(person.passport);
    }
    const holder = page.getByRole('group', { name: 'Adulto 1' });
    await ix.fill(holder.getByRole('textbox', { name: 'Correo electrónico', exact: true }), 'ana.perez@example.com', 'email');
    await ix.fill(holder.getByRole('textbox', { name: 'Teléfono', exact: true }), '+5355512345', 'phone');
    await ix.fill(holder.getByRole('textbox', { name: 'Dirección', exact: true }), 'Calle 23 n.º 10, Vedado', 'address');
    await ix.fill(holder.getByRole('textbox', { name: 'Código postal', exact: true }), '10400', 'zip');
    await ix.choose(holder, 'País de residencia', 'Cub', 'Cuba');
    const locator = await confirm(page, ix);
    expect(locator).toMatch(/^[A-Z2-9]{6}$/);
    record('mrz', { interactions: ix.count, seconds: (Date.now() - started) / 1000, log: ix.log });
  });

  test('passengers picked from the directory', async ({ page }) => {
    test.setTimeout(180_000);
    const ix = new Interactions(page);
    const started = await loginPageShown(page);
    await loginAndSearch(page, ix, trips[1]);
    await chooseFlights(page, ix);
    for (const person of family) {
      const block = page.getByRole('group', { name: person.title });
      await ix.fill(block.getByRole('combobox', { name: 'Buscar en los pasajeros de la agencia' }), person.passport, `${person.title} directory`);
      await ix.click(page.getByRole('option', { name: new RegExp(person.passport) }), `${person.title} pick`);
      await expect(block.getByRole('textbox', { name: 'Pasaporte', exact: true })).toHaveValue(person.passport);
    }
    await expect(page.getByRole('group', { name: 'Adulto 1' }).getByRole('textbox', { name: 'Correo electrónico', exact: true })).toHaveValue('ana.perez@example.com');
    const locator = await confirm(page, ix);
    expect(locator).toMatch(/^[A-Z2-9]{6}$/);
    record('directory', { interactions: ix.count, seconds: (Date.now() - started) / 1000, log: ix.log });
  });
});
