/** Issue 9, slice "cart": the cart page. */
export const cartEs = {
  empty: 'Su carrito está vacío.',
  load_error: 'No se pudo cargar su carrito.',
  columns: {
    service: 'Servicio',
    description: 'Trayecto',
    dates: 'Fechas',
    passengers: 'Pasajeros',
    price: 'Precio',
    expiry: 'Plazas reservadas',
  },
  services: { flights: 'Vuelos' },
  passengers: '%{adults} adultos, %{children} niños, %{infants} bebés',
  expires_in: 'Caducan en %{time}',
  expired: 'Reserva caducada: las plazas se volverán a comprobar al comprar',
  remove: 'Quitar',
  remove_title: 'Quitar del carrito',
  remove_content: '¿Quitar «%{name}» del carrito? Sus plazas reservadas quedarán libres.',
  removed: 'Servicio quitado del carrito',
  add: 'Añadir al carrito',
  added: 'Añadido al carrito: sus plazas quedan reservadas %{minutes} minutos',
};
