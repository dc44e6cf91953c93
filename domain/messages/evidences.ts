/**
 * Server messages of issue 10's slice "evidences" (deposits and payment evidences), spread into
 * messages/es.ts and messages/en.ts as their sections `deposits` and `evidences`.
 */
const paymentTypesEs = {
  bank_transfer: 'Transferencia bancaria',
  wire_transfer: 'Transferencia internacional',
  cash: 'Efectivo',
  card: 'Tarjeta',
  check: 'Cheque',
  other: 'Otro',
};

const paymentTypesEn = {
  bank_transfer: 'Bank transfer',
  wire_transfer: 'International wire transfer',
  cash: 'Cash',
  card: 'Card',
  check: 'Cheque',
  other: 'Other',
};

export const depositsEs = {
  transaction_number_taken: 'Esta agencia ya tiene un depósito con este número de transacción.',
  sheet: 'Depósitos',
  columns: {
    id: 'Id',
    created: 'Fecha',
    agency_name: 'Agencia',
    amount: 'Importe',
    currency: 'Moneda',
    transaction_number: 'Número de transacción',
    payment_type: 'Tipo de pago',
    notes: 'Notas',
    evidence: 'Evidencia',
    created_by_name: 'Registrado por',
  },
  payment_types: paymentTypesEs,
};

export const depositsEn: typeof depositsEs = {
  transaction_number_taken: 'This agency already has a deposit with this transaction number.',
  sheet: 'Deposits',
  columns: {
    id: 'Id',
    created: 'Date',
    agency_name: 'Agency',
    amount: 'Amount',
    currency: 'Currency',
    transaction_number: 'Transaction number',
    payment_type: 'Payment type',
    notes: 'Notes',
    evidence: 'Evidence',
    created_by_name: 'Registered by',
  },
  payment_types: paymentTypesEn,
};

export const evidencesEs = {
  usd_must_match: 'En dólares, el importe en USD es el mismo importe.',
  file_required: 'La evidencia necesita al menos una imagen o un PDF.',
  invalid_file: 'El archivo «%{name}» no es una imagen PNG, JPEG o WebP ni un PDF.',
  currency_not_creditable: 'La agencia opera en %{currency}: la evidencia debe estar en esa moneda, o en otra con su importe en USD si la agencia opera en USD.',
  operation_date_future: 'La fecha de la operación no puede ser futura.',
  transaction_deposited: 'Esta transacción ya está acreditada en los fondos de la agencia.',
  transaction_code_taken: 'Ya hay una evidencia de esta transacción pendiente o aprobada.',
  transaction_deposited_detail: 'La agencia ya tiene un depósito con el número de transacción %{number}: deniegue esta evidencia.',
  status_conflict: 'La evidencia está en «%{status}»: no puede pasar a «%{next}».',
  statuses: { hold: 'En espera', on_review: 'En revisión', approved: 'Aprobada', denied: 'Denegada' },
  alert: {
    approved_topic: 'Evidencia de pago aprobada',
    approved_body: 'Su evidencia de pago %{code} por %{amount} %{currency} fue aprobada y acreditada a los fondos de la agencia.',
    denied_topic: 'Evidencia de pago denegada',
    denied_body: 'Su evidencia de pago %{code} por %{amount} %{currency} fue denegada: %{cause}',
  },
};

export const evidencesEn: typeof evidencesEs = {
  usd_must_match: 'In dollars, the amount in USD is the amount itself.',
  file_required: 'The evidence needs at least one image or PDF.',
  invalid_file: 'The file “%{name}” is neither a PNG, JPEG or WebP image nor a PDF.',
  currency_not_creditable: 'The agency works in %{currency}: the evidence must be in that currency, or in another one with its amount in USD when the agency works in USD.',
  operation_date_future: 'The operation date cannot be in the future.',
  transaction_deposited: 'This transaction is already credited to the agency’s funds.',
  transaction_code_taken: 'An evidence of this transaction is already pending or approved.',
  transaction_deposited_detail: 'The agency already has a deposit with transaction number %{number}: deny this evidence.',
  status_conflict: 'The evidence is “%{status}”: it cannot become “%{next}”.',
  statuses: { hold: 'On hold', on_review: 'On review', approved: 'Approved', denied: 'Denied' },
  alert: {
    approved_topic: 'Payment evidence approved',
    approved_body: 'Your payment evidence %{code} for %{amount} %{currency} was approved and credited to the agency’s funds.',
    denied_topic: 'Payment evidence denied',
    denied_body: 'Your payment evidence %{code} for %{amount} %{currency} was denied: %{cause}',
  },
};
