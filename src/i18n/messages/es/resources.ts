/** react-admin resource translations: resources.<name>.name and resources.<name>.fields.<field>. */
export const resourcesEs = {
  profile: {
    name: 'Perfil |||| Perfiles',
    fields: {
      username: 'Usuario',
      full_name: 'Nombre completo',
      first_name: 'Nombre',
      last_name: 'Apellidos',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      type: 'Tipo de usuario',
      agency: 'Agencia',
      level: 'Nivel de la agencia',
      groups: 'Permisos',
      is_active: 'Activo',
      is_etg_user: 'Usuario ETG',
      last_login: 'Último acceso',
      date_joined: 'Fecha de alta',
    },
  },
  'user-alerts': {
    name: 'Alerta |||| Alertas',
    fields: { topic: 'Asunto', body: 'Mensaje', level: 'Nivel', created: 'Fecha' },
  },
  countries: { name: 'País |||| Países', fields: { name: 'Nombre', code: 'Código' } },
  provinces: { name: 'Provincia |||| Provincias', fields: { name: 'Nombre', country: 'País' } },
  currencies: { name: 'Moneda |||| Monedas', fields: { abbreviation: 'Abreviatura', symbol: 'Símbolo', name: 'Nombre' } },
};

export type ResourceMessages = typeof resourcesEs;
