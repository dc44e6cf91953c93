/** Issue 9, slice "cart": the cart page. */
import type { cartEs } from '../es/cart.ts';

export const cartEn: typeof cartEs = {
  empty: 'Your cart is empty.',
  load_error: 'Your cart could not be loaded.',
  columns: {
    service: 'Service',
    description: 'Route',
    dates: 'Dates',
    passengers: 'Passengers',
    price: 'Price',
    expiry: 'Seats held',
  },
  services: { flights: 'Flights', hotels: 'Accommodation' },
  passengers: '%{adults} adults, %{children} children, %{infants} infants',
  expires_in: 'Expire in %{time}',
  not_held: 'Nothing held: availability is checked at checkout',
  expired: 'Hold expired: seats are checked again at checkout',
  remove: 'Remove',
  remove_title: 'Remove from cart',
  remove_content: 'Remove “%{name}” from the cart? Its held seats will be released.',
  removed: 'Service removed from the cart',
  add: 'Add to cart',
  added: 'Added to the cart: its seats are held for %{minutes} minutes',
  payment: {
    label: 'Payment',
    agency_funds: "Pay everything from the agency's funds",
    partial: 'Pay part now',
    unpaid: 'Book unpaid (with a payment deadline)',
    amount: 'Amount to pay now',
    card: 'Pay by card (payment gateway)',
  },
};
