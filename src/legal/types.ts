/** One legal document: a title and numbered sections. */
export interface LegalText {
  title: string;
  sections: { heading: string; body: string }[];
}
