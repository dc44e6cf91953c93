/** The OpenAPI document describes the answers of the flight search, booking and reservations, not only their inputs. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface Schema {
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
}

describe('GET /api/schema/', () => {
  it('has response schemas for search, price calculation, booking, and the reservation list and detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const answer = (path: string, method: string, status: string) => {
      const properties = paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema?.properties;
      expect(properties, `${method.toUpperCase()} ${path} ${status}`).toBeDefined();
      return Object.keys(properties ?? {});
    };
    expect(answer('/api/flights/search/flights-open/', 'get', '200')).toEqual(['outbound', 'inbound']);
    expect(answer('/api/flights/search/flights-open/get_bookable_days/', 'get', '200')).toEqual(['days']);
    expect(answer('/api/flights/v2/price-calculation/', 'post', '200')).toContain('price_token');
    expect(answer('/api/flights/reservation/', 'post', '201')).toEqual(expect.arrayContaining(['locator', 'passengers', 'price_levels', 'next_statuses']));
    expect(answer('/api/flights/reservation/', 'post', '409')).toContain('price');
    expect(answer('/api/flights/reservations/', 'get', '200')).toEqual(expect.arrayContaining(['count', 'results', 'totals']));
    expect(answer('/api/flights/reservations/{id}/', 'get', '200')).toEqual(expect.arrayContaining(['locator', 'history', 'notes', 'next_statuses']));
    // A flight answers its detail, another service its statuses: both carry what may follow.
    const status = paths['/api/reservations/{id}/status/']?.patch?.responses?.['200']?.content?.['application/json']?.schema;
    expect(status?.anyOf?.map((branch) => Object.keys(branch.properties ?? {}).includes('next_statuses'))).toEqual([true, true]);
    expect(answer('/api/flights/reservation/{id}/cancel/', 'post', '200')).toEqual(['penalty', 'refund', 'currency']);
  });
});
