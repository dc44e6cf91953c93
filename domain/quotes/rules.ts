/**
 * Quotes (spec §6 'Shopping Cart Quotes'; issue 9). A quote is the user's own, like the cart
 * (spec §3 Cart): its owner lists, opens, renames, deletes, downloads, sends and converts it.
 * An agency's admin also sees (lists, opens, downloads and sends) the quotes of its agency and the
 * agencies below it, to follow up its sellers' offers; it never changes or converts them: a
 * conversion fills the converter's own cart at the converter's own prices. Written once here for
 * the server guard, the menu and the pages.
 */
import { hasPermission, isType } from '../rules.ts';
import type { Actor } from '../session.ts';

/** The quotes page and API at all. */
export function canUseQuotes(actor: Actor): boolean {
  return hasPermission(actor, 'Shopping Cart Quotes');
}

/** Beyond its own: the quotes of the agency subtree (the tenant scope decides which agencies). */
export function seesAgencyQuotes(actor: Actor): boolean {
  return canUseQuotes(actor) && isType(actor, 'admin');
}

/** Rename, delete and convert: the owner only. */
export function canChangeQuote(actor: Actor, ownerId: number): boolean {
  return canUseQuotes(actor) && actor.id === ownerId;
}
