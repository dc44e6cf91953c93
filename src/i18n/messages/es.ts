/** Our own Spanish strings, under `app.` (and react-admin's `resources.`). */
import { menuEs } from './es/menu.ts';
import { pagesEs } from './es/pages.ts';
import { resourcesEs } from './es/resources.ts';
import { shellEs } from './es/shell.ts';

export const appEs = { ...shellEs, ...pagesEs, menu: menuEs };
export { resourcesEs };
export type AppMessages = typeof appEs;
