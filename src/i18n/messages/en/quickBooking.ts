/** The faster booking flow of issue 8 (engineer "flowspeed"): steppers, child ages, previous bookings' passengers. */
export const quickBookingEn = {
  fewer: '%{name}: one fewer',
  more: '%{name}: one more',
  child_age_range: 'Between %{min} and %{max} years',
  child_age_hint: 'Age in years',
  preselected: 'The cheapest flight with seats is preselected; you may change it.',
  previous: {
    title: 'Passengers of a previous booking',
    hint: 'One click fills in every passenger and the holder’s contact details.',
    fill: '%{names} (%{locator})',
    filled: 'Passengers of booking %{locator} copied. Check them before you go on.',
  },
};
