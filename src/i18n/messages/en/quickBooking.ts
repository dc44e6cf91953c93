/** The faster booking flow of issue 8 (engineer "flowspeed"): steppers, child ages, previous bookings' passengers. */
export const quickBookingEn = {
  fewer: '%{name}: one fewer',
  more: '%{name}: one more',
  children_ages: 'Children’s ages',
  children_ages_hint: '2 to 11 years, separated by commas (7, 10) · %{smart_count} child |||| 2 to 11 years, separated by commas (7, 10) · %{smart_count} children',
  child_ages_invalid: 'Type each child’s age, %{min} to %{max} years, separated by commas.',
  child_age_range: 'Between %{min} and %{max} years',
  preselected: 'The cheapest flight with seats is preselected; you may change it.',
  previous: {
    title: 'Passengers of a previous booking',
    hint: 'One click fills in every passenger and the holder’s contact details.',
    fill: '%{names} (%{locator})',
    filled: 'Passengers of booking %{locator} copied. Check them before you go on.',
  },
};
