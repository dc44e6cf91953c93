import type { ResourceMessages } from '../es/resources.ts';

/** react-admin resource translations: resources.<name>.name and resources.<name>.fields.<field>. */
export const resourcesEn: ResourceMessages = {
  profile: {
    name: 'Profile |||| Profiles',
    fields: {
      username: 'Username',
      full_name: 'Full name',
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      type: 'User type',
      agency: 'Agency',
      level: 'Agency level',
      groups: 'Permissions',
      is_active: 'Active',
      is_etg_user: 'ETG user',
      last_login: 'Last sign-in',
      date_joined: 'Joined on',
    },
  },
  'user-alerts': {
    name: 'Alert |||| Alerts',
    fields: { topic: 'Topic', body: 'Message', level: 'Level', created: 'Date' },
  },
  countries: { name: 'Country |||| Countries', fields: { name: 'Name', code: 'Code' } },
  provinces: { name: 'Province |||| Provinces', fields: { name: 'Name', country: 'Country' } },
  currencies: { name: 'Currency |||| Currencies', fields: { abbreviation: 'Abbreviation', symbol: 'Symbol', name: 'Name' } },
};
