/** The faster booking flow of issue 8 (engineer "flowspeed"): steppers, child ages, previous bookings' passengers. */
export const quickBookingEs = {
  fewer: '%{name}: uno menos',
  more: '%{name}: uno más',
  children_ages: 'Edades de los niños',
  children_ages_hint: 'De 2 a 11 años, separadas por comas (7, 10) · %{smart_count} niño |||| De 2 a 11 años, separadas por comas (7, 10) · %{smart_count} niños',
  child_ages_invalid: 'Escriba la edad de cada niño, de %{min} a %{max} años, separadas por comas.',
  child_age_range: 'Entre %{min} y %{max} años',
  preselected: 'Preseleccionado el más barato con plazas; puede cambiarlo.',
  previous: {
    title: 'Pasajeros de una reserva anterior',
    hint: 'Un clic rellena a todos los pasajeros y los datos de contacto del titular.',
    fill: '%{names} (%{locator})',
    filled: 'Pasajeros de la reserva %{locator} copiados. Revise los datos antes de continuar.',
  },
};
