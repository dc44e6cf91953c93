/** react-query key of the cart's items (GET cart/items/). */
export const CART_ITEMS_KEY = ['cart-items'] as const;
