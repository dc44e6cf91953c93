/** The outbox page (/admin/outbox): app strings under `app.outbox.`, the resource under `resources.outbox.`. */
export const outboxEs = {
  statuses: { pending: 'Pendiente', sent: 'Enviado', failed: 'Fallido' },
  kinds: {
    password_reset: 'Restablecer contraseña',
    registration_received: 'Registro recibido',
    registration_approved: 'Registro aprobado',
    registration_rejected: 'Registro rechazado',
    quote: 'Cotización',
    booking_confirmation: 'Confirmación de reserva',
    payment_link: 'Enlace de pago',
    house_request: 'Solicitud de casa',
    unpaid_release: 'Reserva cancelada por falta de pago',
  },
  retry: 'Reintentar',
  retried: 'El correo volverá a enviarse en unos segundos.',
  empty: 'No hay correos.',
};

export const outboxResourcesEs = {
  outbox: {
    name: 'Correo |||| Correos',
    fields: {
      id: 'N.º',
      to: 'Destinatario',
      subject: 'Asunto',
      kind: 'Tipo',
      status: 'Estado',
      attempts: 'Intentos',
      created_at: 'Creado',
      next_attempt_at: 'Próximo intento',
      last_attempt_at: 'Último intento',
      sent_at: 'Enviado',
      last_error: 'Último error',
    },
  },
};
