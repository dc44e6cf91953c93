/** Issue 8: the English twin of catalogue names (categories, luggage, rules), app.catalogueNames. */
export const catalogueNamesEs = {
  name_en_hint: 'Se muestra en inglés; vacío: se muestra el nombre en español.',
};
