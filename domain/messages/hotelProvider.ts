/**
 * Server messages of the integrated hotel provider (issue 11, slice "hprov";
 * docs/api-hotel-provider.md): spec §8's hotel messages and the provider's failures. Spread at the
 * end of es.ts and en.ts.
 */
export const hotelProviderMessagesEs = {
  hotel_provider: {
    no_rooms: 'No hay habitaciones: el hotel no está disponible (pruebe con más noches).',
    no_availability: 'No se encontró disponibilidad.',
    rejected: 'El proveedor de hoteles rechazó la solicitud (%{code}).',
    unavailable: 'El proveedor de hoteles no responde. Pruebe de nuevo en unos minutos.',
    timeout: 'El proveedor de hoteles tarda demasiado en responder. Pruebe de nuevo en unos minutos.',
    holders: 'Indique el titular de cada habitación.',
    policy_name: 'Cancelación desde el %{date}: %{amount} %{currency}',
  },
};

export const hotelProviderMessagesEn: typeof hotelProviderMessagesEs = {
  hotel_provider: {
    no_rooms: 'No rooms provided, hotel not available (try more nights).',
    no_availability: 'No availability found.',
    rejected: 'The hotel provider refused the request (%{code}).',
    unavailable: 'The hotel provider does not answer. Try again in a few minutes.',
    timeout: 'The hotel provider takes too long to answer. Try again in a few minutes.',
    holders: 'Give the holder of every room.',
    policy_name: 'Cancellation from %{date}: %{amount} %{currency}',
  },
};
