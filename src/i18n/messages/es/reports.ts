/** The flight reports (issue 10): app strings under `app.reports.`, their resources under `resources.`. */
const filters = {
  created_start_date: 'Reservada desde',
  created_end_date: 'Reservada hasta',
  departure_date_start: 'Salida desde',
  departure_date_end: 'Salida hasta',
  agency: 'Agencia',
  route: 'Ruta',
  flight: 'Vuelo',
  reservation_status: 'Estado de la reserva',
  commercial_status: 'Estado comercial',
  currency: 'Moneda',
  month_of: 'Mes de',
  group_by: 'Agrupar por',
};
const sales = {
  label: 'Grupo',
  reservations: 'Reservas',
  cancelled: 'Canceladas',
  passengers: 'Pasajeros',
  total: 'Vendido',
  paid: 'Cobrado',
  pending: 'Pendiente',
};
const accounting = {
  reservations: 'Reservas',
  passengers: 'Pasajeros',
  total: 'Vendido',
  net: 'Neto',
  markups: 'Markups cobrados',
  provider: 'Cobrado por el proveedor',
  paid: 'Cobrado',
  pending: 'Pendiente',
};

export const reportsEs = {
  export: 'Exportar XLSX',
  totals: 'Totales del filtro',
  chart_all: 'Todo el filtro.',
  chart_others: 'Todo el filtro: los grupos mayores (o los últimos meses) y el resto sumado en «Otros».',
  empty: 'No hay reservas de vuelos con estos filtros.',
  groups: { month: 'Por mes', agency: 'Por agencia', route: 'Por ruta' },
  month_of: { created: 'Reserva', departure: 'Salida' },
  reservation_status: { reserved: 'Reservada', cancelled: 'Cancelada' },
  help: {
    sales: 'Vendido: total de las reservas no canceladas. Cobrado: lo que el libro contable registra como pagado (markups y parte del proveedor; los reembolsos restan). Pendiente: vendido y aún no cobrado.',
    passengers: 'Pasajeros de las reservas no canceladas por tipo; los de reservas canceladas, aparte.',
    accounting: 'Por agencia que reservó: lo vendido y su neto, lo cobrado según el libro contable (markups de las agencias y parte del proveedor) y lo pendiente.',
    flights: 'Por vuelo de ida: una reserva de ida y vuelta cuenta en su vuelo de ida, con su precio completo.',
  },
  charts: {
    others: 'Otros',
    sales: 'Vendido, cobrado y pendiente por grupo',
    passengers: 'Pasajeros por tipo y grupo',
    agencies: 'Vendido y cobrado por agencia',
    flights: 'Vendido y cobrado por vuelo',
    adults: 'Adultos',
    children: 'Niños',
    infants: 'Infantes',
    total: 'Vendido',
    paid: 'Cobrado',
    pending: 'Pendiente',
  },
};

export const reportsResourcesEs = {
  'report-sales-month': { name: 'Ventas por mes', fields: { ...filters, ...sales, label: 'Mes' } },
  'report-sales-agency': { name: 'Ventas por agencia', fields: { ...filters, ...sales, label: 'Agencia' } },
  'report-sales-route': { name: 'Ventas por ruta', fields: { ...filters, ...sales, label: 'Ruta' } },
  'report-passengers': {
    name: 'Resumen de pasajeros',
    fields: { ...filters, label: 'Grupo', reservations: 'Reservas', adults: 'Adultos', children: 'Niños', infants: 'Infantes', passengers: 'Pasajeros', cancelled_passengers: 'Pasajeros cancelados' },
  },
  'report-accounting-agencies': { name: 'Contabilidad por agencia', fields: { ...filters, ...accounting, name: 'Agencia', level: 'Nivel' } },
  'report-accounting-flights': { name: 'Contabilidad por vuelo', fields: { ...filters, ...accounting, number: 'Vuelo', airline: 'Aerolínea', route: 'Ruta' } },
};
