/**
 * Server messages of selling the integrated provider's hotels beside ours (issue 11, slice
 * "hprovsell"; docs/api-hotels-booking.md 'Hotels of the integrated provider'). Spread at the end
 * of es.ts and en.ts.
 */
export const hotelProviderSalesMessagesEs = {
  hotel_provider_sales: {
    same_room_type: 'En un hotel del proveedor todas las habitaciones son del mismo tipo.',
    no_supplements: 'Los hoteles del proveedor no tienen suplementos.',
    no_offer: 'El proveedor no ofrece ese tipo de habitación con ese plan para la estancia.',
    voucher_reference: 'Referencia del proveedor',
  },
};

export const hotelProviderSalesMessagesEn: typeof hotelProviderSalesMessagesEs = {
  hotel_provider_sales: {
    same_room_type: 'At a provider hotel every room is of the same type.',
    no_supplements: "The provider's hotels have no supplements.",
    no_offer: 'The provider does not offer that room type with that plan for the stay.',
    voucher_reference: "Provider's reference",
  },
};
