import { cleanup, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, MENU } from '../../domain/menu.ts';
import { TestProviders } from '../testing/TestProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { PAGES } from './pages.ts';
import { resourceRedirects } from './resourceRedirects.tsx';
import { tableRoutes } from './tableRoutes.tsx';

const tablePages = [...MENU.flatMap((a) => a.routes.flatMap((r) => [r, ...r.pages])), ...ACCOUNT_PAGES];

const allowAll: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async () => true,
};

afterEach(cleanup);

describe('routes from the route table', () => {
  it('the table and the page registry name the same pages', () => {
    const keys = tablePages.flatMap((r) => (r.page ? [r.page] : []));
    expect(keys.filter((k) => !(k in PAGES))).toEqual([]);
    expect(Object.keys(PAGES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('one <Route> per path of the table', () => {
    expect(tableRoutes.map((r) => r.props.path).sort()).toEqual(tablePages.map((r) => r.path).sort());
  });

  it('a record page with a non-numeric id is not found', async () => {
    render(
      <TestProviders path="/agencias/abc" authProvider={allowAll}>
        <Routes>
          {tableRoutes}
          <Route path="/404" element={<p>not found</p>} />
        </Routes>
      </TestProviders>,
    );
    expect(await screen.findByText('not found')).toBeTruthy();
  });

  // App.tsx mounts the table as one splat route, which react-router ranks below every resource's
  // English route: a table path under one of those would be answered by the resource's redirect.
  it('no path of the table lies under a resource route of react-admin', () => {
    const names = resourceRedirects.map((r) => String(r.props.name));
    const under = tablePages.map((r) => r.path).filter((path) => names.some((name) => path === `/${name}` || path.startsWith(`/${name}/`)));
    expect(under).toEqual([]);
  });

  it('a path outside the table is not found', async () => {
    render(
      <TestProviders path="/no-such-page" authProvider={allowAll}>
        <Routes>
          <Route path="/404" element={<p>not found</p>} />
          <Route path="/*" element={<AppRoutes />} />
        </Routes>
      </TestProviders>,
    );
    expect(await screen.findByText('not found')).toBeTruthy();
  });
});
