/** Messages of the money calls (api answers and the forms that share their rules). */
export const moneyEn = {
  subscriptionCompleted: 'Subscription completed successfully',
  planPaymentFailed: 'The payment of the plan failed. Please use another card.',
  unknownPlan: 'Select a valid plan',
  planNotAnExpert: 'Register as an expert first',
  planCardNotFound: 'Select one of your saved cards',
  bankAccountSaved: 'Bank account updated successfully',
  invalidRoutingNumber: 'Enter a valid routing number',
  invalidSortCode: 'Enter a valid sort code',
  invalidAccountNumber: 'Enter a valid account number',
  invalidIban: 'Enter a valid IBAN',
  bankInvalidCurrency: 'Select a valid currency',
  accountNumberOrIban: 'Enter an account number or an IBAN',
  addBankAccountFirst: 'Add a bank account first',
  amountAboveAvailable: 'The amount is more than your available balance ({available})',
  noFundsAvailable: 'You have no funds available to request',
  fundsInvalidAmount: 'Enter an amount greater than 0 with at most 2 decimals',
  fundsRequested:
    'Your Request has been received. {product} will be in contact with you to follow up on your request for funds. Please be on the lookout for your email.',
  payoutFailed: 'The payout could not be made: {reason}',
} as const;

export const moneyEs: Record<keyof typeof moneyEn, string> = {
  subscriptionCompleted: 'Suscripción completada con éxito',
  planPaymentFailed: 'El pago del plan falló. Por favor, usa otra tarjeta.',
  unknownPlan: 'Selecciona un plan válido',
  planNotAnExpert: 'Regístrate primero como experto',
  planCardNotFound: 'Selecciona una de tus tarjetas guardadas',
  bankAccountSaved: 'Cuenta bancaria actualizada con éxito',
  invalidRoutingNumber: 'Ingresa un número de ruta válido',
  invalidSortCode: 'Ingresa un código de sucursal válido',
  invalidAccountNumber: 'Ingresa un número de cuenta válido',
  invalidIban: 'Ingresa un IBAN válido',
  bankInvalidCurrency: 'Selecciona una moneda válida',
  accountNumberOrIban: 'Ingresa un número de cuenta o un IBAN',
  addBankAccountFirst: 'Agrega primero una cuenta bancaria',
  amountAboveAvailable: 'El monto supera tu saldo disponible ({available})',
  noFundsAvailable: 'No tienes fondos disponibles para solicitar',
  fundsInvalidAmount: 'Ingresa un monto mayor que 0 con 2 decimales como máximo',
  fundsRequested:
    'Tu solicitud ha sido recibida. {product} se pondrá en contacto contigo para dar seguimiento a tu solicitud de fondos. Por favor, revisa tu correo electrónico.',
  payoutFailed: 'No se pudo hacer el pago: {reason}',
};
