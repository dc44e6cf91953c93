/** Accounting providers (issue 10): app strings under `app.accountingProviders.`, resources under `resources.`. */
const balanceFields = {
  id: 'N.º',
  provider: 'Proveedor',
  code: 'Código',
  name: 'Proveedor',
  currency: 'Moneda',
  opening_balance: 'Saldo inicial',
  owed: 'Costes',
  paid: 'Pagado',
  collected: 'Cobrado por el proveedor',
  balance: 'Saldo',
  date_start: 'Desde',
  date_end: 'Hasta',
  owing: 'Con deuda',
};

export const accountingProvidersEs = {
  empty: 'No hay proveedores contables con estos filtros.',
  create: 'Nuevo proveedor contable',
  edit: 'Editar proveedor contable',
  code_hint: 'Letras minúsculas, dígitos o _; no cambia después.',
  any: 'Cualquiera',
  filter_label: 'Proveedor contable',
  configurations: {
    empty: 'No hay configuraciones con estos filtros.',
    create: 'Nueva configuración',
    edit: 'Editar configuración',
    every_line: 'Todas las líneas',
    days: '%{days} días',
  },
  balance: {
    empty: 'No hay saldos de proveedores con estos filtros.',
    help: 'Saldo: lo que la empresa debe al proveedor (costes menos pagos y reservas cobradas por él). Negativo: el proveedor debe a la empresa.',
    export: 'Exportar XLSX',
    statement_title: 'Estado de cuenta de %{name}',
    statement: 'Estado de cuenta',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    no_account: 'El proveedor aún no tiene movimientos en esta moneda.',
  },
  kinds: { provider_cost: 'Coste del proveedor', provider_payout: 'Pago al proveedor', payment: 'Reserva cobrada por el proveedor', refund: 'Reembolso de reserva cobrada' },
  payout: {
    button: 'Registrar pago',
    title: 'Registrar un pago al proveedor',
    help: 'El importe se descuenta de lo que la empresa debe al proveedor en esta moneda.',
    done: 'Pago de %{amount} registrado.',
  },
  cost: {
    title: 'Coste del proveedor',
    none: 'Sin coste registrado.',
    no_provider: 'Asigne un proveedor contable a la reserva para registrar su coste.',
    due: 'Vence el %{date}',
    set: 'Registrar coste',
    dialog: 'Coste del proveedor de la reserva',
    amount: 'Coste',
    reason: 'Motivo',
    saved: 'Coste del proveedor guardado.',
    history: 'Historial del coste',
  },
};

export const accountingProvidersResourcesEs = {
  'accounting-providers': {
    name: 'Proveedor contable |||| Proveedores contables',
    fields: { id: 'N.º', code: 'Código', name: 'Nombre', tax_id: 'Identificación fiscal', email: 'Correo', phone: 'Teléfono', country: 'País', active: 'Activo', notes: 'Notas', service_types: 'Servicios', created: 'Creado', q: 'Buscar', service_type: 'Servicio' },
  },
  'accounting-provider-configurations': {
    name: 'Configuración |||| Configuraciones',
    fields: {
      id: 'N.º',
      provider: 'Proveedor',
      provider_name: 'Proveedor',
      service_type: 'Servicio',
      business_line: 'Línea de negocio',
      currency: 'Moneda',
      payment_terms_days: 'Plazo de pago (días)',
      active: 'Activa',
      notes: 'Notas',
      created: 'Creada',
    },
  },
  'accounting-provider-balances': { name: 'Saldo de proveedor |||| Saldos de proveedores', fields: balanceFields },
  'accounting-provider-statement': {
    name: 'Movimiento |||| Movimientos',
    fields: { id: 'Transacción', created_at: 'Fecha', kind: 'Tipo', reference: 'Referencia', debit: 'Debe', credit: 'Haber', balance: 'Saldo', date_start: 'Desde', date_end: 'Hasta', currency: 'Moneda' },
  },
  'accounting-provider-payouts': {
    name: 'Pago a proveedor |||| Pagos a proveedores',
    fields: { provider: 'Proveedor', currency: 'Moneda', amount: 'Importe', reference: 'Referencia', notes: 'Notas' },
  },
};
