/**
 * Issue 7, accessibility: axe finds no serious or critical violation on any page, in Spanish and in
 * English. The signed-in pages come from the route table (domain/menu.ts), filled in for each demo
 * user with the rules that let it in, so a new menu entry is checked without touching this file;
 * the public pages, the account pages and a few record pages (ids read from the demo data through
 * the API) are added here. One browser context per user and language, signed in once, moving from
 * page to page inside the app.
 *
 * To keep the run short, a page (a record page: whichever record) is analysed for the first user of
 * USERS who may open it (the same page for a later user differs only in the shell, which each
 * user's dashboard and own pages cover);
 * A11Y_ALL_USERS=1 analyses every page for every user. A11Y_ONLY=<regex> limits the paths,
 * A11Y_DEBUG=1 prints each page's timing and findings as it goes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../domain/constants.ts';
import { MENU, WHATS_NEW_PATH } from '../../domain/menu.ts';
import type { SessionUser } from '../../domain/session.ts';
import { openInApp, settled } from './fixtures/navigate.ts';
import { apiLogin, expect, signIn, test, type DemoUser } from './fixtures/server.ts';

/** The roles of the brief: staff admin, coordinator, accounting, agency operators (levels 2 and 3), a seller. */
const USERS: readonly DemoUser[] = ['admin', 'coordinator', 'accounting', 'operator2', 'operator3', 'seller2'];

const BLOCKING = new Set(['serious', 'critical']);

/** Pages outside the main layout (src/routes/publicRoutes.tsx); '/payment/:id' with an unknown id. */
const PUBLIC_PAGES = [
  '/auth/login',
  '/accounts/reset',
  '/accounts/reset?token=a11y-check',
  '/agencias/registro',
  '/important_info',
  '/maintenance',
  '/404',
  '/payment/a11y-check',
  '/payment-success',
  '/payment-fail',
];

/** Pages every signed-in user may open (domain/menu.ts ALWAYS_ALLOWED_RESOURCES) and the dashboard. */
const ACCOUNT_PAGES = ['/', '/usuario/detalles', '/usuario/changePassword', '/cart', WHATS_NEW_PATH];

/**
 * The API list whose first record fills the ':id' or ':slug' of a route of the table; other slugs
 * show 'coming soon', other record routes are left out (a made-up id is sent to /404).
 */
const SLUG_SOURCES: Record<string, string> = {
  '/agencias/:id': 'agency/agencies/',
  '/agencias/operador/:id': 'agency/operators/',
  '/admin/flights/agency-groups/:id': 'agency/agencies/groups/',
  '/vuelos/manifiestos/:slug': 'flights/manifests/',
  '/vuelos/checkin/:slug': 'flights/checkin/',
};

/** Record pages below a menu route (not in the table): menu path → API list of its records. */
const RECORD_PAGES: Record<string, string> = {
  '/vuelos/reserva/list': 'flights/reservations/',
  '/admin/flights/list': 'admin-flights/flight/',
  '/admin/flights': 'admin-flights/subcalendar/',
  '/admin/flights/route': 'admin-flights/route/',
  '/admin/alertas': 'notifications/alerts/',
  '/cart/cotizaciones': 'cart/quotes/',
};

/**
 * Record pages below a menu route at a path of their own: menu path → [record path prefix, API list
 * of its records] (a hotel booking's page below /resumen).
 */
const RECORD_PAGES_AT: Record<string, [string, string]> = {
  '/resumen': ['/resumen/hoteles', 'reservations/?service_type=hotels'],
};

/** Pages below a menu route without an entry of their own: catalogue tabs, create forms, an error state. */
const EXTRA_PAGES: Record<string, string[]> = {
  '/admin/flights/list': ['/admin/flights/list/airlines', '/admin/flights/list/airports', '/admin/flights/list/create'],
  '/agencias': ['/agencias/create'],
  '/agencias/operador': ['/agencias/operador/create'],
  // The error state of a detail page: a departure that does not exist.
  '/vuelos/checkin': ['/vuelos/checkin/999999'],
};

/**
 * What a page is, whoever opens it: a record page ('/vuelos/reserva/list/17') is the same page for
 * another record, so it is analysed once, like the account pages; each user's dashboard ('/') is
 * analysed for its own shell.
 */
const pageKind = (path: string) => path.replace(/\/\d+$/, '/:id');

interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

const debug = (line: string) => {
  if (process.env.A11Y_DEBUG) console.log(`[a11y] ${line}`);
};

async function firstId(baseURL: string, token: string, list: string): Promise<string | undefined> {
  const res = await fetch(`${baseURL}/api/${list}${list.includes('?') ? '&' : '?'}page=1&page_size=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { results?: { id: number | string }[] };
  const id = body.results?.[0]?.id;
  return id === undefined ? undefined : String(id);
}

/** Every page `user` may open: the route table with its slugs filled, account, record and extra pages. */
async function pagesFor(baseURL: string, user: SessionUser, token: string): Promise<string[]> {
  const pages = new Set<string>(ACCOUNT_PAGES);
  for (const route of MENU.flatMap((area) => area.routes)) {
    if (!route.rule(user)) continue;
    const slugSource = SLUG_SOURCES[route.path];
    const slug = (slugSource && (await firstId(baseURL, token, slugSource))) || undefined;
    if (route.path.includes(':id')) {
      if (slug) pages.add(route.path.replace(':id', slug));
    } else {
      pages.add(route.path.replace(':slug', slug ?? 'a11y-check'));
    }
    const recordSource = RECORD_PAGES[route.path];
    const recordId = recordSource && (await firstId(baseURL, token, recordSource));
    if (recordId) pages.add(`${route.path}/${recordId}`);
    const [prefix, listOfRecords] = RECORD_PAGES_AT[route.path] ?? [];
    const idAt = prefix && listOfRecords && (await firstId(baseURL, token, listOfRecords));
    if (idAt) pages.add(`${prefix}/${idAt}`);
    for (const extra of EXTRA_PAGES[route.path] ?? []) pages.add(extra);
  }
  const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : undefined;
  return [...pages].filter((path) => !only || only.test(path));
}

async function analyse(page: Page, path: string, language: Language): Promise<Finding[]> {
  const started = Date.now();
  // The pointer rests where the sign-in click left it: on a page whose layout puts a control with a
  // tooltip there, axe would read the tooltip half faded in. A user's pointer moves; ours goes aside.
  await page.mouse.move(0, 0);
  await openInApp(page, path);
  const opened = Date.now();
  let findings = await axeFindings(page, path, language);
  // A colour read half-way through a transition: a query that shows no loader (a refetch keeping
  // the previous rows) enabled a button just after the page settled, and axe read the blend of its
  // disabled and enabled colours (the reports' "Exportar XLSX", seen once in many runs). Read again
  // once settled; a real contrast problem is there both times.
  if (findings.some((f) => f.rule === 'color-contrast')) {
    await settled(page);
    await page.waitForTimeout(500);
    findings = await axeFindings(page, path, language);
  }
  debug(`${path}: open ${opened - started} ms, axe ${Date.now() - opened} ms`);
  for (const f of findings) debug(`  ${f.rule} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}`);
  return findings;
}

async function axeFindings(page: Page, path: string, language: Language): Promise<Finding[]> {
  // Legacy mode: our pages have no frames, and the default cross-frame run opens a blank page to
  // finish every analysis, which made each page cost three times as much (~3 s against ~1 s).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      // Only violations are read: collecting the passes costs time on every page.
      resultTypes: ['violations'],
      rules: {
        // Experimental in axe 4.13, off by default: visible text inside the accessible name (WCAG 2.5.3).
        'label-content-name-mismatch': { enabled: true },
        // Colours do not change with the language: contrast, axe's costliest rule, is checked in
        // Spanish only; every rule that reads text (names, labels, the mismatch above) runs in both.
        'color-contrast': { enabled: language === 'es' },
      },
    })
    .analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({ page: path, rule: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function newPage(browser: Browser, baseURL: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: language === 'en' ? 'en-US' : 'es-ES' });
  await context.addCookies([{ name: 'languageB2B', value: language, url: baseURL }]);
  return context.newPage();
}

function summary(title: string, analysed: number, checked: string[], findings: Finding[]): string {
  const lines = [`[a11y] ${title}: ${analysed} pages analysed, ${findings.length} serious or critical violations`];
  lines.push(...checked.map((line) => `[a11y]   ${line}`));
  lines.push(...findings.map((f) => `[a11y] ✘ ${f.page}: ${f.rule} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}`));
  return lines.join('\n');
}

// Tracing every axe run would double the time; the findings list says what failed and where.
test.use({ trace: 'off' });

test.describe('axe: no serious or critical violation', () => {
  // The two languages run side by side when there are two workers.
  test.describe.configure({ mode: 'parallel', timeout: 900_000 });

  for (const language of LANGUAGES) {
    test(`public pages (${language})`, async ({ browser, baseURL }) => {
      const page = await newPage(browser, baseURL!, language);
      const findings: Finding[] = [];
      for (const path of PUBLIC_PAGES) findings.push(...(await analyse(page, path, language)));
      await page.context().close();
      console.log(summary(`public pages (${language})`, PUBLIC_PAGES.length, PUBLIC_PAGES, findings));
      expect(findings).toEqual([]);
    });

    test(`signed-in pages of every role (${language})`, async ({ browser, baseURL }) => {
      const findings: Finding[] = [];
      const checked: string[] = [];
      let analysed = 0;
      const seen = new Set<string>();
      for (const user of USERS) {
        const session = await apiLogin(baseURL!, user);
        const pages = (await pagesFor(baseURL!, session.user, session.access)).filter(
          (path) => process.env.A11Y_ALL_USERS || path === '/' || !seen.has(pageKind(path)),
        );
        pages.forEach((path) => seen.add(pageKind(path)));
        const page = await newPage(browser, baseURL!, language);
        await signIn(page, user);
        for (const path of pages) {
          findings.push(...(await analyse(page, path, language)).map((f) => ({ ...f, page: `${user} ${f.page}` })));
        }
        await page.context().close();
        analysed += pages.length;
        checked.push(`${user} (${pages.length}): ${pages.join(' ')}`);
      }
      console.log(summary(`signed-in pages (${language})`, analysed, checked, findings));
      expect(findings).toEqual([]);
    });
  }
});
