/**
 * Contacts of the 'Need help?' panel (spec §1): one entry per country, Mexico with its sub-offices.
 * Names are people's names (not translated); country and office names are app.help.* keys.
 */
export interface HelpContact {
  /** app.help.offices.<office> when a country has several offices. */
  office?: string;
  name: string;
  email: string;
  phone: string;
}

export interface HelpCountry {
  /** app.help.countries.<key> */
  key: string;
  contacts: HelpContact[];
}

export const HELP_COUNTRIES: readonly HelpCountry[] = [
  { key: 'spain', contacts: [{ name: 'Lucía Fernández', email: 'espana@grupoviajescaribe.com', phone: '+34 910 555 014' }] },
  { key: 'cuba', contacts: [{ name: 'Yanelis Pérez', email: 'cuba@grupoviajescaribe.com', phone: '+53 7 555 0123' }] },
  {
    key: 'mexico',
    contacts: [
      { office: 'mexico_city', name: 'Andrés Ramírez', email: 'cdmx@grupoviajescaribe.com', phone: '+52 55 5550 1020' },
      { office: 'cancun', name: 'Mariana Chan', email: 'cancun@grupoviajescaribe.com', phone: '+52 998 555 0134' },
      { office: 'merida', name: 'José Canul', email: 'merida@grupoviajescaribe.com', phone: '+52 999 555 0177' },
      { office: 'monterrey', name: 'Sofía Garza', email: 'monterrey@grupoviajescaribe.com', phone: '+52 81 5550 2211' },
      { office: 'general', name: 'Laura Hernández', email: 'mexico@grupoviajescaribe.com', phone: '+52 800 555 0100' },
    ],
  },
  { key: 'colombia', contacts: [{ name: 'Camilo Restrepo', email: 'colombia@grupoviajescaribe.com', phone: '+57 601 555 0142' }] },
  { key: 'chile', contacts: [{ name: 'Francisca Soto', email: 'chile@grupoviajescaribe.com', phone: '+56 2 2555 0190' }] },
  { key: 'argentina', contacts: [{ name: 'Martín Gómez', email: 'argentina@grupoviajescaribe.com', phone: '+54 11 5555 0163' }] },
  {
    key: 'dominican_republic',
    contacts: [{ name: 'Rosa Almonte', email: 'dominicana@grupoviajescaribe.com', phone: '+1 809 555 0118' }],
  },
  { key: 'brazil', contacts: [{ name: 'Beatriz Souza', email: 'brasil@grupoviajescaribe.com', phone: '+55 11 5555 0127' }] },
  { key: 'canada', contacts: [{ name: 'Émilie Tremblay', email: 'canada@grupoviajescaribe.com', phone: '+1 514 555 0199' }] },
];

/** 'tel:' link of a phone written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
