/** Public pages and the user's own pages: login, reset, password, payment, registration, information. */
export const pagesEs = {
  auth: {
    login_title: 'Acceso para agencias',
    login_subtitle: 'Introduzca el usuario y la contraseña de su agencia.',
    hero_title: 'Todo el Caribe y más, en un solo portal.',
    hero_text:
      'Hoteles, vuelos, autos, excursiones, seguros y paquetes con tarifas para agencias, confirmación inmediata y la contabilidad de su red en un mismo lugar.',
    forgot: '¿Olvidó su contraseña?',
    no_account: '¿Su agencia aún no trabaja con nosotros?',
    register: 'Solicite el alta',
    reset_title: 'Restablecer la contraseña',
    reset_intro: 'Escriba el correo electrónico de su usuario y le enviaremos un enlace para crear una contraseña nueva.',
    send_link: 'Enviar enlace',
    new_password_title: 'Cree una contraseña nueva',
    new_password_intro: 'Escriba dos veces la contraseña nueva. Debe tener al menos 8 caracteres.',
    save_password: 'Guardar contraseña',
    back_to_login: 'Volver al inicio de sesión',
  },
  password: {
    intro: 'Por seguridad, al cambiar la contraseña se cerrarán sus sesiones abiertas en otros equipos.',
    submit: 'Cambiar contraseña',
    success: 'La nueva contraseña ha sido guardada.',
  },
  payment: {
    title: 'Pago de la reserva',
    not_found: 'Este enlace de pago no existe o ha caducado.',
    locator: 'Reserva %{locator}',
    amount: 'Importe a pagar: %{amount} %{currency}',
    paid_of_total: 'Pagado hasta ahora: %{paid} de %{total} %{currency}',
    pay_by_card: 'Pagar con tarjeta',
    already_paid: 'Este pago ya está realizado.',
    gateway_error: 'La pasarela de pago no responde. Vuelva a intentarlo en unos minutos.',
    reference: 'Referencia de pago: %{id}',
    coming: 'El pago en línea con tarjeta estará disponible muy pronto. Mientras tanto, contacte con su agente.',
    success_title: 'Pago realizado',
    success_message: 'El pago se realizó correctamente. Recibirá la confirmación por correo electrónico.',
    fail_title: 'El pago no se completó',
    fail_message: 'La pasarela no pudo completar el pago y no se ha hecho ningún cargo. Vuelva a intentarlo o contacte con su agente.',
    to_bookings: 'Ver mis reservas',
  },
  registration: {
    title: 'Registro de agencias',
    intro: 'Solicite el alta de su agencia en el portal. Revisaremos sus datos y le escribiremos en unos días laborables.',
    review_note: 'Si su agencia ya trabaja con nosotros, no necesita registrarse de nuevo.',
    section_agency: 'Datos de la agencia',
    section_contact: 'Persona de contacto',
    section_request: 'Solicitud',
    accept_terms: 'He leído y acepto los',
    submit: 'Enviar solicitud',
    success_title: 'Solicitud enviada',
    success: 'Hemos recibido su solicitud de alta. Le hemos enviado un correo de confirmación y le escribiremos cuando la hayamos revisado.',
    countries_error: 'No se pudo cargar la lista de países. Vuelva a intentarlo más tarde.',
    fields: {
      agency_name: 'Nombre comercial de la agencia',
      legal_name: 'Razón social',
      country: 'País',
      city: 'Ciudad',
      address: 'Dirección',
      phone: 'Teléfono',
      email: 'Correo electrónico de la agencia',
      website: 'Sitio web',
      contact_first_name: 'Nombre',
      contact_last_name: 'Apellidos',
      contact_email: 'Correo electrónico',
      contact_phone: 'Teléfono',
      requested_level: 'Nivel que solicita',
      message: 'Mensaje (opcional)',
    },
  },
  important_info: {
    link: 'Información importante',
    title: 'Información importante',
    intro: 'Lo que toda agencia debe saber antes de vender con nosotros. Léalo con atención y compártalo con sus vendedores.',
    updated: 'Estas condiciones pueden cambiar; la versión vigente es siempre la publicada en esta página.',
    sections: {
      documents: {
        title: 'Documentación de viaje',
        body:
          'Cada pasajero debe viajar con pasaporte vigente durante toda la estancia y, según el destino, con visado o tarjeta de turista, seguro médico y el formulario sanitario o migratorio que pida el país.\nLa agencia es responsable de informar a sus clientes de estos requisitos antes de confirmar la reserva.',
      },
      bookings: {
        title: 'Reservas y confirmaciones',
        body:
          'Una reserva queda confirmada cuando el portal muestra su localizador y el estado «Reservado». Revise nombres, fechas y servicios antes de confirmar: los cambios posteriores pueden tener gastos.\nLos servicios «bajo petición» se confirman en un plazo máximo de 48 horas laborables.',
      },
      payments: {
        title: 'Pagos y depósitos',
        body:
          'Las reservas se pagan con el fondo de la agencia, con tarjeta o mediante depósito. Los importes se expresan en la moneda de su agencia.\nUna reserva no pagada antes de la fecha límite indicada puede cancelarse automáticamente.',
      },
      cancellations: {
        title: 'Cancelaciones y cambios',
        body:
          'Cada servicio tiene su propia política de cancelación, visible antes de reservar: un porcentaje del total, un importe fijo o un número de noches, según los días que falten para el inicio.\nLos reembolsos se abonan en el fondo de la agencia.',
      },
      flights: {
        title: 'Vuelos',
        body:
          'Presente a los pasajeros en el aeropuerto al menos tres horas antes de la salida. El equipaje permitido depende de la tarifa y se expresa en libras.\nEl check-in y los manifiestos se cierran a la hora que indique la aerolínea.',
      },
      support: {
        title: 'Atención a agencias',
        body:
          'Su oficina comercial le atiende de lunes a viernes de 9:00 a 18:00 (hora local). Para urgencias durante el viaje, use el teléfono de asistencia que figura en el bono.',
      },
    },
  },
};

export type PagesMessages = typeof pagesEs;
