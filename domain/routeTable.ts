/**
 * The shape of the route table (domain/menu.ts) and the helpers that write its entries: a menu
 * route with its rule and page, and the pages below it (create, record, catalogue tabs).
 */
import type { Actor } from './session.ts';

export type RouteRule = (actor: Actor) => boolean;

export interface PageRoute {
  /** Path as react-router matches it; `:id` is a record's id, `:slug` stands for the spec's `[slug]`. */
  path: string;
  /** Access-control resource name, used with react-admin's canAccess and the server guard. */
  resource: string;
  /** The canAccess action that guards the page: list, show, create, edit. */
  action: string;
  /** Key of the page in the browser's page registry (src/routes/pages.ts); none: 'coming soon'. */
  page?: string;
}

export interface MenuRoute extends PageRoute {
  /** Shown as an entry of the side menu (detail pages are not). */
  inMenu: boolean;
  rule: RouteRule;
  /** Pages below this one that the menu does not show (create and record pages, catalogue tabs). */
  pages: readonly PageRoute[];
}

export interface MenuArea {
  /** i18n key suffix: app.menu.areas.<key> */
  key: string;
  routes: MenuRoute[];
}

/** The page of one record below a list path: recordPath(PATHS.agencies, 5) → '/agencias/5'. */
export function recordPath(base: string, id: string | number): string {
  return `${base}/${encodeURIComponent(String(id))}`;
}

/** The create page below a list path. */
export function createPath(base: string): string {
  return `${base}/create`;
}

interface RouteOptions {
  page?: string;
  action?: string;
  pages?: readonly PageRoute[];
}

/** Detail pages ('/hoteles/:slug') are guarded as 'show', the others as 'list', unless told. */
export function route(path: string, resource: string, rule: RouteRule, options: RouteOptions = {}): MenuRoute {
  const action = options.action ?? (path.includes(':') ? 'show' : 'list');
  return { path, resource, rule, inMenu: !path.includes(':'), action, page: options.page, pages: options.pages ?? [] };
}

/** A page below a menu route, guarded by the resource's own rule for `action`. */
export function below(path: string, resource: string, action: string, page: string): PageRoute {
  return { path, resource, action, page };
}

/** The create and record pages of a resource whose list is at `base`; pages `<key>.create`, `<key>.edit`. */
export function createAndEdit(base: string, resource: string, key: string, recordAction = 'edit'): PageRoute[] {
  return [below(createPath(base), resource, 'create', `${key}.create`), below(`${base}/:id`, resource, recordAction, `${key}.edit`)];
}
