/**
 * A DataProvider for component tests: answers from fixtures per resource and records every call,
 * so a test can check what a page asked for (filters, sort, bodies). Tests only.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { vi } from 'vitest';
import type { AppDataProvider } from '../../dataProvider/index.ts';

export interface StubCall {
  method: string;
  resource: string;
  params: Record<string, unknown>;
}

export type Fixtures = Record<string, RaRecord[]>;

export function stubDataProvider(fixtures: Fixtures = {}, custom: Partial<AppDataProvider> = {}) {
  const calls: StubCall[] = [];
  const rows = (resource: string) => fixtures[resource] ?? [];
  const byId = (resource: string, id: Identifier) => rows(resource).find((r) => String(r.id) === String(id));
  const record = (method: string) => (resource: string, params: Record<string, unknown>) => {
    calls.push({ method, resource, params });
  };
  const provider: DataProvider = {
    getList: vi.fn(async (resource, params) => {
      record('getList')(resource, params as unknown as Record<string, unknown>);
      return { data: rows(resource) as never[], total: rows(resource).length };
    }),
    getOne: vi.fn(async (resource, params) => {
      record('getOne')(resource, params as unknown as Record<string, unknown>);
      const found = byId(resource, params.id);
      if (!found) throw new Error(`no ${resource} ${String(params.id)}`);
      return { data: found as never };
    }),
    getMany: vi.fn(async (resource, params) => {
      record('getMany')(resource, params as unknown as Record<string, unknown>);
      return { data: params.ids.map((id: Identifier) => byId(resource, id)).filter(Boolean) as never[] };
    }),
    getManyReference: vi.fn(async (resource, params) => {
      record('getManyReference')(resource, params as unknown as Record<string, unknown>);
      return { data: rows(resource) as never[], total: rows(resource).length };
    }),
    create: vi.fn(async (resource, params) => {
      record('create')(resource, params as unknown as Record<string, unknown>);
      return { data: { id: 999, ...(params.data as object) } as never };
    }),
    update: vi.fn(async (resource, params) => {
      record('update')(resource, params as unknown as Record<string, unknown>);
      return { data: { ...(params.previousData as object), ...(params.data as object), id: params.id } as never };
    }),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (resource, params) => {
      record('delete')(resource, params as unknown as Record<string, unknown>);
      return { data: params.previousData as never };
    }),
    deleteMany: vi.fn(async () => ({ data: [] })),
  };
  return { dataProvider: { ...provider, ...custom } as AppDataProvider, calls };
}
