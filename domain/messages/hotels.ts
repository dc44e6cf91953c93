/**
 * Server messages of issue 11's hotel catalogue (docs/api-hotels.md): field errors, the 409s and
 * the pricing errors of domain/services/hotels.ts. Spread at the end of es.ts and en.ts; the key
 * test keeps both languages equal.
 */
export const hotelsMessagesEs = {
  hotels: {
    invalid_slug: 'Solo letras minúsculas, dígitos y guiones (por ejemplo: melia-varadero).',
    slug_taken: 'Ya existe un hotel con esa dirección (slug).',
    age_order: 'La edad máxima no puede ser menor que la mínima.',
    age_bands_overlap: 'Las bandas de edad de los niños no pueden solaparse.',
    days_order: 'Los días máximos no pueden ser menos que los mínimos.',
    pay_nights: 'Las noches pagadas deben ser menos que las noches de estancia.',
    checkout_order: 'La salida debe ser posterior a la entrada.',
    capacity: 'La ocupación supera la capacidad de la habitación (%{capacity}).',
    occupancy_taken: 'La habitación ya tiene una ocupación con esos adultos y niños.',
    room_type_taken: 'El hotel ya tiene un tipo de habitación con ese código.',
    season_overlap: 'Las fechas se solapan con otra temporada activa del hotel (%{name}).',
    destination_country: 'El destino no es del país elegido.',
    zone_destination: 'La zona no es del destino elegido.',
    other_hotel: 'Debe ser del mismo hotel.',
    provider_code: 'Indique el código del hotel en el proveedor integrado.',
    not_own: 'Los hoteles de un proveedor integrado no tienen contratos propios.',
    price_taken: 'El contrato ya tiene un precio para esa ocupación y ese plan.',
    photo: 'Foto',
    pricing: {
      invalid_dates: 'Las fechas de la estancia no son válidas.',
      min_nights: 'La estancia mínima es de %{min_nights} noches.',
      no_occupancy: 'La habitación %{room} no admite esa ocupación.',
      child_age: 'La habitación %{room} admite niños de %{min_age} a %{max_age} años.',
      no_price: 'No hay precio para la habitación %{room} la noche del %{date}.',
      currency_mismatch: 'Los precios de la estancia están en monedas distintas.',
      supplement: 'El suplemento %{supplement} no se puede elegir para la habitación %{room}.',
      no_availability: 'No hay habitaciones disponibles en el periodo (habitación %{room}, noche del %{date}).',
    },
  },
};

export const hotelsMessagesEn: typeof hotelsMessagesEs = {
  hotels: {
    invalid_slug: 'Only lower-case letters, digits and hyphens (for example: melia-varadero).',
    slug_taken: 'A hotel with that address (slug) already exists.',
    age_order: 'The maximum age cannot be below the minimum.',
    age_bands_overlap: "Children's age bands cannot overlap.",
    days_order: 'The maximum days cannot be fewer than the minimum.',
    pay_nights: 'Paid nights must be fewer than the nights of the stay.',
    checkout_order: 'Check-out must be after check-in.',
    capacity: "The occupancy exceeds the room's capacity (%{capacity}).",
    occupancy_taken: 'The room already has an occupancy with those adults and children.',
    room_type_taken: 'The hotel already has a room type with that code.',
    season_overlap: "The dates overlap another active season of the hotel (%{name}).",
    destination_country: 'The destination is not in the chosen country.',
    zone_destination: 'The zone is not in the chosen destination.',
    other_hotel: 'It must belong to the same hotel.',
    provider_code: "Enter the hotel's code at the integrated provider.",
    not_own: "Hotels of an integrated provider have no contracts of ours.",
    price_taken: 'The contract already has a price for that occupancy and plan.',
    photo: 'Photo',
    pricing: {
      invalid_dates: 'The dates of the stay are not valid.',
      min_nights: 'The minimum stay is %{min_nights} nights.',
      no_occupancy: 'Room %{room} does not take that occupancy.',
      child_age: 'Room %{room} takes children from %{min_age} to %{max_age} years old.',
      no_price: 'There is no price for room %{room} on the night of %{date}.',
      currency_mismatch: 'The prices of the stay are in different currencies.',
      supplement: 'Supplement %{supplement} cannot be chosen for room %{room}.',
      no_availability: 'At least one available room is needed in the period (room %{room}, night of %{date}).',
    },
  },
};
