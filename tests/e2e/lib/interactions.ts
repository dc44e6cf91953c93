/**
 * Counts what an operator does in a journey (issue 8's measure): a click or a pick is one, the
 * keys of one field's content are one, a key press (Enter, Tab, arrows) is one. Each action is
 * logged, so a report can say where the interactions went.
 */
import type { Locator, Page } from '@playwright/test';

export class Interactions {
  count = 0;
  readonly log: string[] = [];
  // Each logged action says when it ended, so a report can say where the seconds went too.
  private readonly started = Date.now();

  constructor(private readonly page: Page) {}

  private add(what: string): void {
    this.count += 1;
    this.log.push(`${this.count}. ${what} (${((Date.now() - this.started) / 1000).toFixed(1)} s)`);
  }

  async click(target: Locator, what: string): Promise<void> {
    await target.click();
    this.add(`click ${what}`);
  }

  /** The field's whole content: one interaction however many keys. */
  async fill(target: Locator, text: string, what: string): Promise<void> {
    await target.fill(text);
    this.add(`type ${what}`);
  }

  /** A device that types for the operator (a passport reader): the operator's one action. */
  async typeSequentially(target: Locator, text: string, what: string): Promise<void> {
    await target.focus();
    await target.pressSequentially(text);
    this.add(`scan ${what}`);
  }

  async press(key: string, what: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.add(`key ${key} ${what}`);
  }

  /** An autocomplete: the text typed, then the option picked. */
  async choose(scope: Page | Locator, label: string, search: string, option: string | RegExp): Promise<void> {
    const input = scope.getByRole('combobox', { name: label });
    await this.fill(input, search, label);
    await this.click(this.page.getByRole('option', { name: option }).first(), `${label} option`);
  }
}
