/**
 * Server messages of issue 11's hotel search and booking (docs/api-hotels-booking.md): field
 * errors, 409 details, the coordinator's answer told to the agency, the voucher's hotel section. Spread at the end of es.ts and en.ts.
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
    answer: {
      note_suffix: ' Nota del coordinador: %{note}',
      confirmed: {
        alert_topic: 'Reserva %{locator} confirmada: %{hotel}',
        alert_body: 'El coordinador confirmó la estancia de %{client} en %{hotel} (%{checkin} a %{checkout}, %{rooms} hab.) de la reserva %{locator}.%{note}',
        mail_subject: 'Reserva de hotel %{locator} confirmada: %{hotel}',
        mail_body:
          'Hola:\n\nEl coordinador confirmó la estancia de %{client} en %{hotel} (%{checkin} a %{checkout}, %{rooms} hab., %{total} %{currency}) de la reserva %{locator}, que estaba a la espera de confirmación.%{note}\n\nPuede verla en el portal, en Reservas › Resumen de reservas.\n',
      },
      denied: {
        alert_topic: 'Reserva %{locator} denegada: %{hotel}',
        alert_body: 'El coordinador denegó la estancia de %{client} en %{hotel} (%{checkin} a %{checkout}) de la reserva %{locator}: queda cancelada sin gastos y lo pagado se devuelve.%{note}',
        mail_subject: 'Reserva de hotel %{locator} denegada: %{hotel}',
        mail_body:
          'Hola:\n\nEl coordinador denegó la estancia de %{client} en %{hotel} (%{checkin} a %{checkout}, %{rooms} hab., %{total} %{currency}) de la reserva %{locator}, que estaba a la espera de confirmación. La reserva queda cancelada sin gastos y lo pagado se devuelve.%{note}\n\nPuede verla en el portal, en Reservas › Resumen de reservas.\n',
      },
    },
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
    answer: {
      note_suffix: " Coordinator's note: %{note}",
      confirmed: {
        alert_topic: 'Booking %{locator} confirmed: %{hotel}',
        alert_body: "The coordinator confirmed %{client}'s stay at %{hotel} (%{checkin} to %{checkout}, %{rooms} rooms) of booking %{locator}.%{note}",
        mail_subject: 'Hotel booking %{locator} confirmed: %{hotel}',
        mail_body:
          "Hello,\n\nThe coordinator confirmed %{client}'s stay at %{hotel} (%{checkin} to %{checkout}, %{rooms} rooms, %{total} %{currency}) of booking %{locator}, which was awaiting confirmation.%{note}\n\nYou can see it in the portal, under Bookings › Bookings summary.\n",
      },
      denied: {
        alert_topic: 'Booking %{locator} denied: %{hotel}',
        alert_body: "The coordinator denied %{client}'s stay at %{hotel} (%{checkin} to %{checkout}) of booking %{locator}: it is cancelled free of charge and whatever was paid is refunded.%{note}",
        mail_subject: 'Hotel booking %{locator} denied: %{hotel}',
        mail_body:
          "Hello,\n\nThe coordinator denied %{client}'s stay at %{hotel} (%{checkin} to %{checkout}, %{rooms} rooms, %{total} %{currency}) of booking %{locator}, which was awaiting confirmation. The booking is cancelled free of charge and whatever was paid is refunded.%{note}\n\nYou can see it in the portal, under Bookings › Bookings summary.\n",
      },
    },
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
