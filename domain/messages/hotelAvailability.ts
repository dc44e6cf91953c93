/**
 * Server messages of issue 11's hotel availability administration (docs/api-hotels.md
 * 'Availability administration'): field errors, the 409 and the log's export. Spread at the end of
 * es.ts and en.ts; the key test keeps both languages equal.
 */
export const hotelAvailabilityMessagesEs = {
  hotel_availability: {
    range_too_long: 'El rango no puede pasar de %{max} días.',
    nothing_to_change: 'Indique el cupo, la modalidad o ambos.',
    not_own: 'Los hoteles de un proveedor integrado no tienen disponibilidad propia.',
    other_hotel: 'Los tipos de habitación deben ser del hotel elegido (no lo son: %{ids}).',
    below_sold: 'En %{room_type} el %{date} hay %{sold} habitaciones vendidas: en venta por cupo el cupo no puede ser menor (%{nights} noches afectadas).',
    conflict: 'La disponibilidad cambió mientras se guardaba; vuelva a cargarla e inténtelo de nuevo.',
    no_row: 'sin disponibilidad',
    run: 'cupo %{allotment}, vendidas %{sold}, %{mode}',
    modes: { cupon_sales: 'Venta por cupo', open_sales: 'Venta libre', on_request: 'Bajo petición', stop_sale: 'Cierre de ventas' },
    actions: { cell: 'Una noche', mass_change: 'Cambio masivo' },
    export: {
      sheet: 'Logs de disponibilidad',
      created_at: 'Fecha del cambio',
      user: 'Usuario',
      hotel: 'Hotel',
      room_type: 'Tipo de habitación',
      action: 'Acción',
      date_from: 'Desde',
      date_to: 'Hasta',
      allotment: 'Cupo fijado',
      mode: 'Modalidad fijada',
      before: 'Antes',
      after: 'Después',
    },
  },
};

export const hotelAvailabilityMessagesEn: typeof hotelAvailabilityMessagesEs = {
  hotel_availability: {
    range_too_long: 'The range cannot exceed %{max} days.',
    nothing_to_change: 'Set the allotment, the mode or both.',
    not_own: "An integrated provider's hotels have no availability of their own.",
    other_hotel: 'The room types must belong to the chosen hotel (these do not: %{ids}).',
    below_sold: 'In %{room_type} on %{date} %{sold} rooms are sold: in allotment sales the allotment cannot be lower (%{nights} nights affected).',
    conflict: 'The availability changed while saving; reload it and try again.',
    no_row: 'no availability',
    run: 'allotment %{allotment}, sold %{sold}, %{mode}',
    modes: { cupon_sales: 'Allotment sales', open_sales: 'Open sales', on_request: 'On request', stop_sale: 'Stop sale' },
    actions: { cell: 'One night', mass_change: 'Mass change' },
    export: {
      sheet: 'Availability logs',
      created_at: 'Changed at',
      user: 'User',
      hotel: 'Hotel',
      room_type: 'Room type',
      action: 'Action',
      date_from: 'From',
      date_to: 'To',
      allotment: 'Allotment set',
      mode: 'Mode set',
      before: 'Before',
      after: 'After',
    },
  },
};
