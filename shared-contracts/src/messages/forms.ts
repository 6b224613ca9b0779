/** Labels of the form fields every area shares (shared-contracts/forms). */
export const formsEn = {
  fieldCountry: 'Country',
  fieldSelectCountry: 'Select a country',
  fieldTimezone: 'Time zone',
  fieldSelectTimezone: 'Select a time zone',
  listLoading: 'Loading…',
  listFailed: 'The list could not be loaded',
  listNothingFound: 'Nothing found',
  passwordToggle: 'Show or hide the password',
} as const;

export const formsEs: Record<keyof typeof formsEn, string> = {
  fieldCountry: 'País',
  fieldSelectCountry: 'Selecciona un país',
  fieldTimezone: 'Zona horaria',
  fieldSelectTimezone: 'Selecciona una zona horaria',
  listLoading: 'Cargando…',
  listFailed: 'No se pudo cargar la lista',
  listNothingFound: 'Sin resultados',
  passwordToggle: 'Mostrar u ocultar la contraseña',
};
