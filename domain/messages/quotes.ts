/**
 * Server messages of issue 9's quotes and exchange rates (docs/api-quotes.md): field errors, the
 * 409s, the e-mail and the PDF. Spread at the end of es.ts and en.ts; the key test keeps them equal.
 */
export const quotesMessagesEs = {
  exchange_rates: {
    invalid_rate: 'Introduzca un tipo de cambio mayor que 0, con hasta 6 decimales.',
    currency_not_rated: 'El dólar estadounidense es la moneda base: elija otra moneda.',
  },
  quotes: {
    cart_empty: 'Su carrito está vacío: añada algún servicio antes de guardarlo como cotización.',
    too_many_items: 'Una cotización admite como máximo %{max} servicios.',
    no_rate: 'No hay tipo de cambio vigente para %{currency}: pida a finanzas que lo registre.',
    price_changed: 'El precio de algún servicio ha cambiado desde la cotización: revise los nuevos precios y confirme.',
    unavailable: 'Algún servicio de la cotización ya no se puede reservar y nada se ha pasado al carrito. %{items}',
    sent: 'Cotización enviada a %{email}.',
    mail_subject: 'Cotización «%{name}» de %{agency}',
    mail_body: 'Hola:\n\nLe enviamos adjunta la cotización «%{name}» por un total de %{total}. Los precios no reservan plazas y pueden cambiar hasta que se confirme la reserva.\n\nUn saludo,\n%{agency}',
    services: { flights: 'Vuelo', hotels: 'Alojamiento' },
    pdf: {
      title: 'Cotización',
      filename: 'cotizacion-%{id}.pdf',
      number: 'N.º %{id}',
      date: 'Fecha: %{date}',
      currency: 'Moneda: %{currency}',
      validity:
        'Precios calculados el %{date}, sujetos a disponibilidad. Esta cotización no reserva plazas: los precios se confirman al reservar y pueden cambiar hasta entonces.',
      columns: { service: 'Servicio', description: 'Trayecto', dates: 'Fechas', passengers: 'Pasajeros', price: 'Precio' },
      passengers: '%{adults} ad. · %{children} niños · %{infants} bebés',
      total: 'Total',
      rates: 'Tipos de cambio aplicados',
      rate: '1 USD = %{rate} %{currency} (desde %{date})',
      generated: 'Generado el %{date}',
      page: 'Página %{page} de %{pages}',
    },
  },
};

export const quotesMessagesEn: typeof quotesMessagesEs = {
  exchange_rates: {
    invalid_rate: 'Enter an exchange rate greater than 0, with up to 6 decimals.',
    currency_not_rated: 'The US dollar is the base currency: choose another currency.',
  },
  quotes: {
    cart_empty: 'Your cart is empty: add a service before saving it as a quote.',
    too_many_items: 'A quote holds at most %{max} services.',
    no_rate: 'There is no exchange rate in effect for %{currency}: ask finance to set one.',
    price_changed: 'The price of a service changed since the quote: check the new prices and confirm.',
    unavailable: 'A service of the quote can no longer be booked, and nothing was put in the cart. %{items}',
    sent: 'Quote sent to %{email}.',
    mail_subject: 'Quote “%{name}” from %{agency}',
    mail_body: 'Hello,\n\nPlease find attached the quote “%{name}” for a total of %{total}. Prices do not hold any seats and may change until the booking is confirmed.\n\nKind regards,\n%{agency}',
    services: { flights: 'Flight', hotels: 'Accommodation' },
    pdf: {
      title: 'Quote',
      filename: 'quote-%{id}.pdf',
      number: 'No. %{id}',
      date: 'Date: %{date}',
      currency: 'Currency: %{currency}',
      validity: 'Prices calculated on %{date}, subject to availability. This quote holds no seats: prices are confirmed when booking and may change until then.',
      columns: { service: 'Service', description: 'Route', dates: 'Dates', passengers: 'Passengers', price: 'Price' },
      passengers: '%{adults} ad. · %{children} children · %{infants} infants',
      total: 'Total',
      rates: 'Exchange rates applied',
      rate: '1 USD = %{rate} %{currency} (from %{date})',
      generated: 'Made on %{date}',
      page: 'Page %{page} of %{pages}',
    },
  },
};
