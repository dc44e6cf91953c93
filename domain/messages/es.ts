/**
 * Messages shared by the server (API answers, field errors) and the browser (form validation).
 * Polyglot syntax: %{name} is replaced. English twin in en.ts; a test keeps their keys equal.
 */
export const es = {
  validation: {
    required: 'Este campo es obligatorio.',
    invalid_type: 'El valor introducido no es válido.',
    invalid_string: 'Introduzca un texto válido.',
    invalid_number: 'Introduzca un número válido.',
    invalid_integer: 'Introduzca un número entero válido.',
    invalid_boolean: 'Introduzca verdadero o falso.',
    invalid_date: 'Introduzca una fecha válida (AAAA-MM-DD).',
    invalid_choice: 'Seleccione una opción válida.',
    invalid_email: 'Introduzca una dirección de correo electrónico válida.',
    invalid_phone: 'Introduzca un número de teléfono válido (máximo 12 caracteres).',
    invalid_passport: 'Introduzca un número de pasaporte válido.',
    invalid_format: 'El formato del valor no es válido.',
    too_long: 'Asegúrese de que este campo no tenga más de %{max} caracteres.',
    too_short: 'Asegúrese de que este campo tenga al menos %{min} caracteres.',
    too_big: 'Asegúrese de que este valor sea menor o igual a %{max}.',
    too_small: 'Asegúrese de que este valor sea mayor o igual a %{min}.',
    positive: 'El valor debe ser un número mayor que 0.',
    unknown_field: 'Este campo no está permitido.',
    too_many_items: 'Asegúrese de que esta lista no tenga más de %{max} elementos.',
    passwords_mismatch: 'Las contraseñas no coinciden.',
    password_too_short: 'La contraseña debe tener al menos %{min} caracteres.',
    password_same_as_old: 'La nueva contraseña debe ser distinta de la actual.',
    invalid_json: 'El cuerpo de la petición no es un JSON válido.',
  },
  api: {
    not_found: 'No encontrado.',
    forbidden: 'No se puede realizar la operación con el usuario actual.',
    not_authenticated: 'No se han proporcionado las credenciales de autenticación.',
    session_expired: 'Su sesión ha expirado',
    token_not_valid: 'El token no es válido o ha expirado.',
    invalid_credentials: 'No se puede iniciar sesión con las credenciales proporcionadas.',
    inactive_user: 'La cuenta de usuario está desactivada.',
    login_throttled: 'Demasiados intentos fallidos para este usuario. Vuelva a intentarlo en %{minutes} minutos.',
    too_many_requests: 'Demasiadas peticiones. Vuelva a intentarlo en unos minutos.',
    server_error:
      'En estos momentos estamos presentando dificultades, por favor pruebe en un rato. Si el problema persiste contacte a soporte@%{email}. Disculpe las molestias',
    unknown_action:
      'No se puede realizar la acción solicitada. Contácte con el administrador del sistema si el problema persiste.',
    method_not_allowed: 'Método no permitido.',
    payload_too_large: 'La petición es demasiado grande.',
    unsupported_media_type: 'Tipo de contenido no soportado.',
    maintenance: 'El sistema se está ajustando. Volveremos en breve.',
    logged_out: 'Sesión cerrada correctamente.',
    password_changed: 'La nueva contraseña ha sido guardada.',
    wrong_password: 'La contraseña actual no es correcta.',
    reset_requested: 'Si existe una cuenta con ese correo, le hemos enviado un enlace para restablecer la contraseña.',
    reset_link_invalid: 'El enlace para restablecer la contraseña no es válido o ha caducado.',
    reset_done: 'La contraseña ha sido restablecida. Ya puede iniciar sesión.',
    third_party_disabled: 'El inicio de sesión de terceros no está habilitado.',
    alert_marked_read: 'Alerta marcada como leída.',
    bad_request: 'La petición no es válida.',
  },
  mail: {
    reset_subject: 'Restablecer su contraseña',
    reset_body: 'Hola %{name}: para restablecer su contraseña abra este enlace (caduca en %{minutes} minutos): %{link}',
  },
};

export type Messages = typeof es;
