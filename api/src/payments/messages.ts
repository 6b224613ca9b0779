import type { Locale } from 'shared-contracts';

/** The api's payment messages (the spec's catalogue spelling kept: 'succesfully'). */
const catalog = {
  en: {
    created: 'Payment method created succesfully',
    removed: 'Payment method removed',
    defaultSet: 'Default payment method updated',
    unavailable: 'The payment service is not available right now. Please try again later.',
    notFound: 'Payment method not found.',
    badSignature: 'Invalid webhook signature.',
  },
  es: {
    created: 'Método de pago creado con éxito',
    removed: 'Método de pago eliminado',
    defaultSet: 'Método de pago predeterminado actualizado',
    unavailable: 'El servicio de pagos no está disponible en este momento. Inténtalo de nuevo más tarde.',
    notFound: 'Método de pago no encontrado.',
    badSignature: 'Firma de webhook no válida.',
  },
} as const;

export type PaymentMessage = keyof (typeof catalog)['en'];

export function paymentMessage(key: PaymentMessage, locale: Locale): string {
  return catalog[locale][key];
}
