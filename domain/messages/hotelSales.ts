/**
 * Server messages of issue 11's hotel search and booking (docs/api-hotels-booking.md): field
 * errors, 409 details, the voucher's hotel section. Spread at the end of es.ts and en.ts.
 */
export const hotelSalesMessagesEs = {
  hotel_sales: {
    rooms_format: 'Habitaciones: adultos y edades de los niños por habitación (por ejemplo 2,2-7).',
    rooms_count: 'Demasiadas habitaciones.',
    rooms_guests: 'Cada habitación lleva de 1 a 9 adultos y hasta 4 niños.',
    child_age: 'La edad de un niño va de 0 a 17 años.',
    stay_too_long: 'La estancia no puede pasar de %{max} noches.',
    no_rooms: 'No hay habitaciones, hotel no disponible (pruebe más noches).',
    not_found: 'El hotel no existe o no está a la venta.',
    mixed_currency: 'Los artículos del carrito están en monedas distintas: resérvelos por separado.',
    not_requested: 'La reserva no espera la confirmación del coordinador.',
    not_cancellable: 'La reserva ya está cancelada.',
    voucher: {
      title: 'Alojamiento',
      hotel: 'Hotel',
      stay: 'Estancia',
      nights: 'noches',
      plan: 'Plan',
      room: 'Habitación',
      holder: 'Titular',
      guests: 'Huéspedes',
      adults: 'adultos',
      children: 'niños (edades %{ages})',
      supplements: 'Suplementos',
      on_request: 'Pendiente de confirmación del hotel',
    },
  },
};

export const hotelSalesMessagesEn: typeof hotelSalesMessagesEs = {
  hotel_sales: {
    rooms_format: "Rooms: adults and children's ages per room (for example 2,2-7).",
    rooms_count: 'Too many rooms.',
    rooms_guests: 'Each room takes 1 to 9 adults and up to 4 children.',
    child_age: "A child's age is 0 to 17.",
    stay_too_long: 'The stay cannot be longer than %{max} nights.',
    no_rooms: 'No rooms provided, hotel not available (try more nights).',
    not_found: 'The hotel does not exist or is not for sale.',
    mixed_currency: 'The cart items are in different currencies: book them separately.',
    not_requested: "The reservation is not waiting for the coordinator's confirmation.",
    not_cancellable: 'The reservation is already cancelled.',
    voucher: {
      title: 'Accommodation',
      hotel: 'Hotel',
      stay: 'Stay',
      nights: 'nights',
      plan: 'Plan',
      room: 'Room',
      holder: 'Holder',
      guests: 'Guests',
      adults: 'adults',
      children: 'children (ages %{ages})',
      supplements: 'Supplements',
      on_request: 'Awaiting the hotel’s confirmation',
    },
  },
};
