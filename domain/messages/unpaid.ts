/**
 * Server messages of the unpaid-booking release (docs/api-cart.md 'Booking unpaid'): the alert and
 * e-mail the agency gets when a booking is cancelled for not being paid by its deadline. Spread at
 * the end of es.ts and en.ts.
 */
export const unpaidMessagesEs = {
  unpaid_release: {
    alert_topic: 'Reserva %{locator} cancelada por falta de pago',
    alert_body: 'La reserva %{locator} (%{service}, %{start} a %{end}, %{total} %{currency}) no se pagó antes del plazo (%{deadline} UTC) y se ha cancelado: %{freed}',
    mail_subject: 'Reserva %{locator} cancelada por falta de pago',
    mail_body: 'Hola:\n\nLa reserva %{locator} (%{service}, %{start} a %{end}, %{total} %{currency}) no se pagó antes del plazo (%{deadline} UTC) y se ha cancelado: %{freed}\n\nSi aún la necesita, haga una nueva reserva.',
    freed: {
      flights: 'sus plazas vuelven a la venta.',
      hotels: 'sus habitaciones vuelven a la venta.',
      other: 'el servicio vuelve a la venta.',
    },
  },
};

export const unpaidMessagesEn: typeof unpaidMessagesEs = {
  unpaid_release: {
    alert_topic: 'Booking %{locator} cancelled: not paid',
    alert_body: 'Booking %{locator} (%{service}, %{start} to %{end}, %{total} %{currency}) was not paid by its deadline (%{deadline} UTC) and has been cancelled: %{freed}',
    mail_subject: 'Booking %{locator} cancelled: not paid',
    mail_body: 'Hello,\n\nBooking %{locator} (%{service}, %{start} to %{end}, %{total} %{currency}) was not paid by its deadline (%{deadline} UTC) and has been cancelled: %{freed}\n\nIf you still need it, please book again.',
    freed: {
      flights: 'its seats are back on sale.',
      hotels: 'its rooms are back on sale.',
      other: 'the service is back on sale.',
    },
  },
};
