/**
 * Server messages of private houses (docs/api-houses.md): field errors, the 409s, the pricing errors
 * of domain/services/houses.ts, the status names and the agency's alert and e-mail at each status
 * change. Spread at the end of es.ts and en.ts; the key test keeps both languages equal.
 */
export const housesMessagesEs = {
  houses: {
    photo_url: 'Indique una dirección https:// o una ruta del sitio (/media/…).',
    season_price: 'Indique el precio de la casa entera o el de la habitación.',
    season_overlap: 'La temporada se solapa con otra de la casa.',
    rent_mode: 'La casa se alquila entera, por habitaciones o de ambas formas.',
    ages: 'Edades separadas por comas (por ejemplo: 7,12).',
    code_taken: 'Ya existe una casa con ese código.',
    slug_taken: 'Ya existe una casa con esa dirección (slug).',
    room_not_found: 'La habitación %{id} no es de esta casa.',
    price_changed: 'El precio cambió: ahora es %{price}.',
    not_available: 'La casa ya no está disponible en esas fechas para lo pedido.',
    status_conflict: 'La solicitud está %{status}: no puede pasar a %{next}.',
    in_use: 'La casa tiene solicitudes: desactívela en lugar de borrarla.',
    pricing: {
      invalid_dates: 'Las fechas de la estancia no son válidas (de 1 a 60 noches).',
      min_nights: 'La estancia mínima es de %{min_nights} noches.',
      rent_type: 'La casa no se alquila de esa forma.',
      no_rooms: 'Elija al menos una habitación.',
      unknown_room: 'Alguna habitación elegida no es de la casa o está repetida.',
      capacity: 'Los huéspedes superan la capacidad de lo elegido (%{capacity}).',
      no_guests: 'Indique al menos un huésped.',
      no_price: 'La casa no tiene precio para la noche del %{date}.',
      breakfast: 'La casa no ofrece desayuno.',
      supplement: 'Algún suplemento elegido no es opcional o no es de la casa.',
      not_available: 'La casa no está disponible en esas fechas para lo pedido.',
    },
    statuses: {
      requested: 'solicitada',
      cancelled: 'cancelada',
      confirmed: 'confirmada',
      processed: 'procesada',
      rejected: 'rechazada',
      denied: 'denegada',
    },
    alert_topic: 'Solicitud de casa %{status}: %{house}',
    alert_body: 'La solicitud #%{id} de %{customer} en %{house} (%{checkin} a %{checkout}) está %{status}.%{comment}',
    comment_suffix: ' Comentario: %{comment}',
    mail_subject: 'Solicitud de casa #%{id} %{status}: %{house}',
    mail_body:
      'Hola:\n\nLa solicitud #%{id} de %{customer} en %{house} (%{checkin} a %{checkout}, %{guests} huéspedes, %{price} %{currency}) está ahora %{status}.%{comment}\n\nPuede verla en el portal, en Casas › Solicitudes.\n',
  },
};

export const housesMessagesEn: typeof housesMessagesEs = {
  houses: {
    photo_url: 'Give an https:// address or a path of the site (/media/…).',
    season_price: 'Give the whole-house price or the room price.',
    season_overlap: 'The season overlaps another season of the house.',
    rent_mode: 'The house is rented whole, by rooms, or both.',
    ages: 'Ages separated by commas (for example: 7,12).',
    code_taken: 'A house with that code already exists.',
    slug_taken: 'A house with that address (slug) already exists.',
    room_not_found: 'Room %{id} is not of this house.',
    price_changed: 'The price changed: it is now %{price}.',
    not_available: 'The house is no longer available on those dates for what was asked.',
    status_conflict: 'The request is %{status}: it cannot become %{next}.',
    in_use: 'The house has requests: deactivate it instead of deleting it.',
    pricing: {
      invalid_dates: 'The stay dates are not valid (1 to 60 nights).',
      min_nights: 'The minimum stay is %{min_nights} nights.',
      rent_type: 'The house is not rented that way.',
      no_rooms: 'Choose at least one room.',
      unknown_room: 'A chosen room is not of the house or is repeated.',
      capacity: 'The guests exceed the capacity of what was chosen (%{capacity}).',
      no_guests: 'Give at least one guest.',
      no_price: 'The house has no price for the night of %{date}.',
      breakfast: 'The house does not offer breakfast.',
      supplement: 'A chosen supplement is not optional or not of the house.',
      not_available: 'The house is not available on those dates for what was asked.',
    },
    statuses: {
      requested: 'requested',
      cancelled: 'cancelled',
      confirmed: 'confirmed',
      processed: 'processed',
      rejected: 'rejected',
      denied: 'denied',
    },
    alert_topic: 'House request %{status}: %{house}',
    alert_body: 'Request #%{id} of %{customer} at %{house} (%{checkin} to %{checkout}) is %{status}.%{comment}',
    comment_suffix: ' Comment: %{comment}',
    mail_subject: 'House request #%{id} %{status}: %{house}',
    mail_body:
      'Hello,\n\nRequest #%{id} of %{customer} at %{house} (%{checkin} to %{checkout}, %{guests} guests, %{price} %{currency}) is now %{status}.%{comment}\n\nYou can see it in the portal, under Houses › Requests.\n',
  },
};
