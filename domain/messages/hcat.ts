/**
 * Server messages of issue 11's slice "hcat" (the staff's catalogue forms): the photo order.
 * Spread at the end of es.ts and en.ts; the key test keeps both languages equal.
 */
export const hcatMessagesEs = {
  hotel_catalog: {
    photo_order: 'Envíe cada foto del hotel una sola vez, en el orden deseado.',
  },
};

export const hcatMessagesEn: typeof hcatMessagesEs = {
  hotel_catalog: {
    photo_order: "Send every photo of the hotel once, in the order wanted.",
  },
};
