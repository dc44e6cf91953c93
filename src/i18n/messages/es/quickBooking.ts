/** The faster booking flow of issue 8 (engineer "flowspeed"): steppers, child ages, previous bookings' passengers. */
export const quickBookingEs = {
  fewer: '%{name}: uno menos',
  more: '%{name}: uno más',
  child_age_range: 'Entre %{min} y %{max} años',
  child_age_hint: 'Años cumplidos',
  preselected: 'Preseleccionado el más barato con plazas; puede cambiarlo.',
  previous: {
    title: 'Pasajeros de una reserva anterior',
    hint: 'Un clic rellena a todos los pasajeros y los datos de contacto del titular.',
    fill: '%{names} (%{locator})',
    filled: 'Pasajeros de la reserva %{locator} copiados. Revise los datos antes de continuar.',
  },
};
