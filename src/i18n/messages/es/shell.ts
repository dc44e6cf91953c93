/** The shell: brand, top bar, footer, help panel, notices and the words shared by every page. */
export const shellEs = {
  brand: {
    name: 'Viajes B2B',
    group: 'Grupo Viajes Caribe',
    tagline: 'La plataforma de ventas para agencias de viajes del %{group}',
  },
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
  },
  loading: 'Procesando los datos...',
  scroll_top: 'Volver arriba',
  common: {
    home: 'Ir al inicio',
  },
  topbar: {
    home: 'Inicio',
    alerts: 'Alertas',
    no_alerts: 'No tiene alertas pendientes.',
    alerts_error: 'No se pudieron cargar las alertas.',
    mark_read: 'Marcar como leída',
    agency_fund: 'Fondo de la agencia',
    currency: 'Moneda',
    cart: 'Carrito (%{smart_count} servicio) |||| Carrito (%{smart_count} servicios)',
    user_menu: 'Menú de usuario',
    profile: 'Mi perfil',
    change_password: 'Cambiar contraseña',
  },
  footer: {
    legal: 'Información legal',
    legal_notice: 'Aviso legal',
    terms: 'Términos y condiciones',
    cookies: 'Política de cookies',
    follow_us: 'Síganos en las redes sociales',
    group_website: 'Sitio web del grupo',
    rights: '© %{year} %{group}. Todos los derechos reservados.',
  },
  help: {
    title: '¿Necesita ayuda?',
    subtitle: 'Nuestro equipo comercial le atiende en su país, de lunes a viernes de 9:00 a 18:00 (hora local).',
    call: 'Llamar al',
    countries: {
      spain: 'España',
      cuba: 'Cuba',
      mexico: 'México',
      colombia: 'Colombia',
      chile: 'Chile',
      argentina: 'Argentina',
      dominican_republic: 'República Dominicana',
      brazil: 'Brasil',
      canada: 'Canadá',
    },
    offices: {
      mexico_city: 'Ciudad de México',
      cancun: 'Cancún',
      merida: 'Mérida',
      monterrey: 'Monterrey',
      general: 'Atención general',
    },
  },
  dashboard: {
    welcome: 'Bienvenido, %{name}',
    agency: 'Agencia: %{agency}',
    shortcuts: 'Sus áreas de trabajo',
    no_permissions:
      'Su usuario no tiene permisos asignados. Pida al administrador de su agencia que le asigne los permisos que necesita.',
  },
  levels: {
    agency_1st_level: 'Agencia de primer nivel',
    agency_2nd_level: 'Agencia de segundo nivel',
    agency_3rd_level: 'Agencia de tercer nivel',
  },
  operator_types: {
    admin: 'Administrador',
    commercial: 'Comercial',
    commercial_boss: 'Jefe comercial',
    coordinator: 'Coordinador',
    accounting: 'Contabilidad',
    seller: 'Vendedor',
    operator: 'Operador',
  },
  coming_soon: {
    title: 'Próximamente',
    badge: 'Estamos preparando esta sección: muy pronto estará disponible.',
    message: 'La página «%{page}» del área %{area} estará disponible muy pronto en el portal.',
  },
  not_found: {
    title: 'Página no encontrada',
    message: 'La dirección que ha escrito no existe o la página se ha movido. Compruebe el enlace o vuelva al inicio.',
  },
  maintenance: {
    title: 'Estamos en mantenimiento',
    retry: 'Volver a intentarlo',
    checking: 'Comprobando...',
  },
  cart: {
    title: 'Carrito',
    count: 'Tiene %{smart_count} servicio en su carrito. |||| Tiene %{smart_count} servicios en su carrito.',
    count_error: 'No se pudo consultar su carrito.',
    coming: 'La gestión del carrito y las cotizaciones estará disponible muy pronto.',
  },
  errors: {
    request: 'Error al enviar la solicitud',
    undocumented: 'Ha ocurrido un error sin documentado',
  },
  /** Spec §8 messages for the pages that save, pay or remove data. */
  messages: {
    saved: 'Se guardaron los datos correctamente.',
    modified: 'Se modificaron los datos correctamente.',
    removed: 'Se eliminaron los datos correctamente.',
    payment_done: 'El pago se realizó correctamente.',
    error_modify_request: 'Error al enviar la solicitud de modificar',
    error_request: 'Error al enviar la solicitud',
    error_processing: 'Error al procesar los datos.',
    error_modifying: 'Error al modificar los datos',
    unknown: 'Error desconocido.',
  },
  /** Field names in 'field: message' lines of a 400 answer. */
  fields: {
    username: 'Usuario',
    password: 'Contraseña',
    email: 'Correo electrónico',
    old_password: 'Contraseña actual',
    new_password1: 'Nueva contraseña',
    new_password2: 'Repita la nueva contraseña',
    token: 'Enlace',
    refresh: 'Sesión',
  },
};

export type ShellMessages = typeof shellEs;
