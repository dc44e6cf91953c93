import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';

const resources = (catalogue: typeof es) => catalogue.resources as Record<string, { message?: { delete_content?: string } }>;

describe('react-admin sentences that name a resource', () => {
  it('ask to delete “esta agencia”, not “este agencia”, one sentence per resource', () => {
    expect(resources(es).agencies.message?.delete_content).toBe('¿Seguro que desea eliminar esta agencia?');
    expect(resources(es).flights.message?.delete_content).toBe('¿Seguro que desea eliminar este vuelo?');
    expect(resources(en).agencies.message?.delete_content).toBe('Are you sure you want to delete this agency?');
  });

  it('say an empty list is empty without the title-cased resource name in the sentence', () => {
    for (const catalogue of [es, en]) {
      const navigation = (catalogue.ra as { navigation: Record<string, string> }).navigation;
      expect(navigation.no_results).not.toContain('%{name}');
      expect(navigation.no_filtered_results).not.toContain('%{name}');
    }
    expect((es.ra as { navigation: Record<string, string> }).navigation.no_results).toBe('No se encontraron resultados.');
  });
});
