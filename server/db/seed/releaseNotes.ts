/** The release notes of spec §1 (versions 1.1.0 to 1.3.0), as content in Spanish. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Change = { type: 'feature' | 'improvement' | 'bugfix'; text: string; details: string };

interface ReleaseNoteSeed {
  version: string;
  title: string;
  date: string;
  description: string;
  changes: Change[];
  breaking_changes: string[];
}

export const RELEASE_NOTES: readonly ReleaseNoteSeed[] = [
  {
    version: '1.1.0',
    title: 'Pago parcial y proveedor contable',
    date: '2025-03-10',
    description: 'Las reservas pueden pagarse por partes y sus pagos se registran ante el proveedor contable.',
    changes: [
      {
        type: 'feature',
        text: 'Pago parcial de reservas',
        details: 'Desde el detalle de la reserva se puede pagar una parte del importe; la reserva queda en estado pago parcial hasta completar el total.',
      },
      {
        type: 'feature',
        text: 'Pago y reembolso de una reserva al proveedor contable',
        details: 'Contabilidad registra el pago de una reserva al proveedor contable y, si se cancela, su reembolso.',
      },
    ],
    breaking_changes: [],
  },
  {
    version: '1.2.0',
    title: 'Control del proveedor contable',
    date: '2025-06-02',
    description: 'Más información del proveedor contable en los listados de reservas y en el cálculo de costes.',
    changes: [
      {
        type: 'improvement',
        text: 'Filtro por proveedor contable y columna de estado',
        details: 'El listado de reservas se puede filtrar por proveedor contable y muestra el estado del pago al proveedor.',
      },
      {
        type: 'feature',
        text: 'Acción para cambiar el proveedor contable',
        details: 'Una reserva puede asignarse a otro proveedor contable sin cancelarla.',
      },
      {
        type: 'feature',
        text: 'Precio de coste del proveedor',
        details: 'Cada servicio guarda el precio de coste del proveedor, visible para contabilidad.',
      },
    ],
    breaking_changes: [],
  },
  {
    version: '1.3.0',
    title: 'Autos y alojamiento',
    date: '2025-09-15',
    description: 'Cambios en las reservas de autos y en el nombre de las reservas de hotel.',
    changes: [
      {
        type: 'feature',
        text: 'Editar el lugar de entrega de las reservas de autos',
        details: 'El lugar de entrega de un auto se puede cambiar después de reservar, mientras la reserva no haya empezado.',
      },
      {
        type: 'improvement',
        text: 'Alquiler mínimo de autos de 3 días',
        details: 'La búsqueda y la reserva de autos exigen al menos 3 días de alquiler.',
      },
      {
        type: 'improvement',
        text: 'Las reservas de hotel pasan a llamarse alojamiento',
        details: 'En los listados y documentos de reservas, «Hotel» se muestra como «Alojamiento».',
      },
    ],
    breaking_changes: [
      'Ya no se aceptan reservas de autos de menos de 3 días.',
      'Los filtros y exportaciones de reservas usan «alojamiento» en lugar de «hotel».',
    ],
  },
];

export const RELEASE_NOTES_AUTHOR = 'Equipo de producto Viajes B2B';

export async function seedReleaseNotes(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('release_notes')
    .values(
      RELEASE_NOTES.map((n) => ({
        ...n,
        author: RELEASE_NOTES_AUTHOR,
        changes: JSON.stringify(n.changes),
        breaking_changes: JSON.stringify(n.breaking_changes),
      })),
    )
    .execute();
}
