/** The accountants' area (issue 10): app strings under `app.accounting.`, its resources under `resources.`. */
const money = {
  funds: 'Fondos',
  credit_limit: 'Límite de crédito',
  available: 'Disponible',
  debt_1_7: 'Deuda 1–7 días',
  debt_7_15: 'Deuda 7–15 días',
  debt_15_plus: 'Deuda +15 días',
  debt_total: 'Deuda total',
};

export const accountingEs = {
  tabs: { balances: 'Saldos y deuda', breakdown: 'Desglose por niveles' },
  totals: 'Totales del filtro',
  totals_currency: 'Totales en %{currency} (%{count} filas)',
  as_of: 'Deuda a fecha',
  as_of_help: 'Deuda: lo pendiente de pago de reservas no canceladas, vencido desde su plazo de pago o, sin plazo, desde la fecha del servicio.',
  in_debt: 'Con deuda',
  export: 'Exportar XLSX',
  statement_link: 'Estado de cuenta de %{name}',
  empty: 'No hay agencias con estos filtros.',
  statement: {
    title: 'Estado de cuenta',
    exchange: 'Reserva: %{amount} · 1 %{from} = %{rate} %{to} (%{date})',
    account: 'Cuenta',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    empty: 'No hay movimientos en este periodo.',
    no_account: 'La agencia no tiene todavía esta cuenta.',
    accounts: { agency_funds: 'Fondos', markup_earnings: 'Ganancias por markup' },
  },
  historic: {
    period: 'Cierre de',
    periods: { day: 'Cada día', month: 'Cada mes' },
    empty: 'No hay agencias con estos filtros.',
    latest_only: 'Se muestran los últimos %{shown} cierres de %{total}; la exportación los incluye todos.',
  },
  breakdown: {
    empty: 'Sin ganancias en este periodo.',
    help: 'Markups que ganó cada nivel y neto del proveedor sobre las reservas de cada agencia, según los pagos del periodo.',
  },
  review: {
    button: 'Revisión contable',
    label: 'Cambiar estado contable a',
    none: 'Las reservas elegidas no tienen un estado contable común al que pasar.',
    confirm_title: 'Cambiar el estado contable',
    confirm: '¿Pasar %{count} reservas a «%{status}»? Cada cambio queda en su historial.',
    done: 'Estado contable cambiado en %{count} reservas.',
  },
  kinds: {
    opening: 'Saldo inicial',
    deposit: 'Depósito',
    payment: 'Pago',
    refund: 'Reembolso',
    cancellation: 'Cancelación',
    adjustment: 'Ajuste',
    custom: 'Otro',
  },
};

export const accountingResourcesEs = {
  'accounting-balances': {
    name: 'Saldo de agencia |||| Saldos de agencias',
    fields: { id: 'N.º', agency: 'Agencia', name: 'Agencia', level: 'Nivel', parent: 'Agencia padre', parent_name: 'Agencia padre', country: 'País', currency: 'Moneda', ...money, as_of: 'Deuda a fecha', in_debt: 'Con deuda' },
  },
  'accounting-statement': {
    name: 'Movimiento |||| Movimientos',
    fields: { id: 'Transacción', created_at: 'Fecha', kind: 'Tipo', reference: 'Referencia', locator: 'Localizador', debit: 'Débito', credit: 'Crédito', balance: 'Saldo', date_start: 'Desde', date_end: 'Hasta', currency: 'Moneda', account: 'Cuenta' },
  },
  'accounting-historic': {
    name: 'Saldo histórico |||| Saldos históricos',
    fields: { id: 'N.º', name: 'Agencia', level: 'Nivel', currency: 'Moneda', period: 'Cierre de', date_start: 'Desde', date_end: 'Hasta', parent: 'Agencia padre', country: 'País' },
  },
  'accounting-breakdown': {
    name: 'Desglose |||| Desgloses',
    fields: {
      id: 'N.º',
      name: 'Agencia',
      level: 'Nivel',
      currency: 'Moneda',
      level_1: 'Primer nivel',
      level_2: 'Segundo nivel',
      level_3: 'Tercer nivel',
      provider: 'Proveedor (neto)',
      total: 'Total',
      date_start: 'Desde',
      date_end: 'Hasta',
      parent: 'Agencia padre',
      country: 'País',
    },
  },
};
