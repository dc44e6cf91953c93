/**
 * Issue 10: operator2 uploads a payment evidence (a small PNG); accounting finds it, sends it to
 * review and approves it; the agency's funds shown beside the evidence rise by its amount; the
 * deposit report shows the deposit, and its export downloads a workbook holding it; registering the
 * same transaction number again for the agency is refused; operator2 gets the alert of the approval.
 * The agency's statement (/agencias/accounting/{id}), opened from the funds beside the evidence,
 * shows the deposit line with the funds after it as its running balance.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures/server.ts';

const RECEIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'recibo-transferencia.png');

/** '$ 18.759,50' (es) → 18759.5 */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d,.-]/g, '').replace(/\./g, '').replace(',', '.'));
}

async function fundsShown(page: Page): Promise<number> {
  const funds = page.getByTestId('agency-balance-funds');
  await expect(funds).toBeVisible();
  return amountOf((await funds.textContent()) ?? '');
}

test('an evidence uploaded by operator2 becomes, once approved by accounting, a deposit in the funds, the report and its export', async ({ page, browser, baseURL }) => {
  // Two users, three pages and an export on a shared two-core machine: like the other long journeys.
  test.setTimeout(180_000);
  const code = `SPEI-E2E-${Date.now().toString(36).toUpperCase()}`;

  // operator2 uploads the proof of a transfer of 275.50 USD.
  await signIn(page, 'operator2');
  await page.goto('/agencias/accounting/evidencias/create');
  await expect(page.getByRole('heading', { name: 'Subir evidencia de pago' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Importe', exact: true }).fill('275.50');
  await page.getByLabel('Fecha de la operación').fill('2024-03-15');
  await page.getByRole('textbox', { name: 'Código de expediente' }).fill('EXP-E2E-1');
  await page.getByRole('textbox', { name: 'Código de transacción' }).fill(code);
  await page.getByRole('textbox', { name: 'Notas' }).fill('Transferencia desde BBVA México');
  // Nothing chosen yet: the form says the evidence needs a file and sends nothing.
  await page.getByRole('button', { name: 'Subir evidencia' }).click();
  await expect(page.getByText('La evidencia necesita al menos una imagen o un PDF.')).toBeVisible();
  await page.getByTestId('evidence-files').setInputFiles(RECEIPT);
  await expect(page.getByRole('img', { name: 'Vista previa de recibo-transferencia.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Subir evidencia' }).click();
  await expect(page).toHaveURL(/\/agencias\/accounting\/evidencias\/\d+$/);
  await expect(page.getByTestId('evidence-status')).toHaveText('En espera', { timeout: 30_000 });
  const evidencePath = new URL(page.url()).pathname;
  // The agency sees its proof, fetched with its session (no public address).
  await expect(page.getByRole('img', { name: 'Vista previa de recibo-transferencia.png' })).toBeVisible();

  // Accounting finds it in the list, sends it to review and approves it.
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const acc = await context.newPage();
  await signIn(acc, 'accounting');
  await acc.goto('/agencias/accounting/evidencias');
  // A lazy page on a busy two-core machine: its first load may take more than the default wait.
  const search = acc.getByRole('textbox', { name: /Buscar expediente/ });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.fill(code);
  // The list writes its filter to the address after a debounce: a row clicked before that would be
  // left again when the filter lands.
  await expect(acc).toHaveURL(new RegExp(encodeURIComponent(code)));
  const row = acc.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Turismo Azul México');
  await expect(row).toContainText('En espera');
  await row.getByText(code).click();
  await expect(acc).toHaveURL(new RegExp(`${evidencePath}$`));
  await expect(acc.getByRole('img', { name: 'Vista previa de recibo-transferencia.png' })).toBeVisible({ timeout: 30_000 });
  const before = await fundsShown(acc);

  await acc.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(acc.getByTestId('evidence-status')).toHaveText('En revisión');
  await acc.getByRole('button', { name: 'Aprobar' }).click();
  const confirm = acc.getByRole('dialog');
  await expect(confirm).toContainText('Se acreditarán $ 275,50 a los fondos de Turismo Azul México');
  await confirm.getByRole('button', { name: 'Aprobar' }).click();
  await expect(acc.getByTestId('evidence-status')).toHaveText('Aprobada');
  await expect.poll(() => fundsShown(acc)).toBeCloseTo(before + 275.5, 2);

  // The agency's statement: the deposit line, credited 275.50, the running balance the funds after it.
  await acc.getByRole('link', { name: 'Ver el estado de cuenta de la agencia' }).click();
  await expect(acc).toHaveURL(/\/agencias\/accounting\/\d+\?currency=\d+$/);
  await expect(acc.getByRole('heading', { name: 'Estado de cuenta de Turismo Azul México' })).toBeVisible({ timeout: 30_000 });
  const line = acc.getByRole('row').filter({ hasText: 'Depósito' }).filter({ hasText: '275,50' }).first();
  await expect(line).toBeVisible();
  const lineCells = line.getByRole('cell');
  expect(amountOf((await lineCells.nth(5).textContent()) ?? '')).toBeCloseTo(275.5, 2);
  expect(amountOf((await lineCells.nth(6).textContent()) ?? '')).toBeCloseTo(before + 275.5, 2);
  expect(amountOf((await acc.getByTestId('closing-balance').textContent()) ?? '')).toBeCloseTo(before + 275.5, 2);
  await acc.goBack();
  await expect(acc.getByTestId('evidence-status')).toHaveText('Aprobada', { timeout: 30_000 });

  // The deposit report shows the deposit (reached from the evidence) and exports it.
  await acc.getByRole('link', { name: /Ver el depósito en el reporte/ }).click();
  await expect(acc).toHaveURL(/\/reports\/deposits/);
  const deposit = acc.getByRole('row').filter({ hasText: code });
  await expect(deposit).toHaveCount(1, { timeout: 30_000 });
  await expect(deposit).toContainText('Turismo Azul México');
  await expect(deposit).toContainText('$ 275,50');
  await expect(deposit).toContainText('Transferencia bancaria');
  await expect(acc.getByTestId('deposit-total-USD')).toContainText('$ 275,50');
  const [download] = await Promise.all([acc.waitForEvent('download'), acc.getByRole('button', { name: 'Exportar' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^depositos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const cells: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((r) => cells.push((r.values as unknown[]).slice(1)));
  expect(cells[0]?.slice(2, 6)).toEqual(['Agencia', 'Importe', 'Moneda', 'Número de transacción']);
  expect(cells.slice(1).map((r) => r.slice(2, 6))).toEqual([['Turismo Azul México', 275.5, 'USD', code]]);

  // The same transfer registered again by hand for the same agency is refused under its field
  // (case and spaces do not make it another number), and nothing is added to the report.
  await acc.getByRole('button', { name: 'Registrar depósito' }).click();
  const register = acc.getByRole('dialog', { name: 'Registrar depósito' });
  const agency = register.getByRole('combobox', { name: 'Agencia' });
  await agency.click();
  await agency.fill('Turismo Azul');
  await acc.getByRole('option', { name: /^Turismo Azul México/ }).first().click();
  await register.getByRole('textbox', { name: 'Importe' }).fill('275.50');
  await register.getByRole('textbox', { name: 'Número de transacción' }).fill(` ${code.toLowerCase()} `);
  await register.getByRole('combobox', { name: 'Tipo de pago' }).click();
  await acc.getByRole('option', { name: 'Transferencia bancaria' }).click();
  await register.getByRole('button', { name: 'Registrar depósito' }).click();
  await expect(register.getByText('Esta agencia ya tiene un depósito con este número de transacción.')).toBeVisible();
  await register.getByRole('button', { name: 'Cancelar' }).click();
  await expect(register).toBeHidden();
  await expect(deposit).toHaveCount(1);
  await expect(acc.getByTestId('deposit-total-USD')).toContainText('$ 275,50');
  await context.close();

  // operator2 is told in the top bar.
  await page.reload();
  // The reload fetches the whole shell again: on a busy machine the bar takes longer than a click waits.
  const alerts = page.getByRole('button', { name: /^Alertas \(/ });
  await expect(alerts).toBeVisible({ timeout: 30_000 });
  await alerts.click();
  await expect(page.getByText('Evidencia de pago aprobada').first()).toBeVisible();
});
