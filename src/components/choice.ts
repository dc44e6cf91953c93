/** A select option as react-admin wants it ({id, name}); the name is a translation key. */
export interface Choice {
  id: string;
  name: string;
}
