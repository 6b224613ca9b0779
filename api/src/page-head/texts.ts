import type { Locale } from 'shared-contracts';

/** The page head's own words: shown by link previews and search results, in the caller's language. */
export const PAGE_HEAD_TEXTS: Record<Locale, { description: string; expertDescription: string }> = {
  en: {
    description: 'Find an expert by category and book a paid 1:1 video meeting of 30, 60 or 90 minutes.',
    expertDescription: 'Book a 1:1 video meeting with {name}, {role}.',
  },
  es: {
    description:
      'Encuentra un experto por categoría y reserva una videollamada 1:1 de pago de 30, 60 o 90 minutos.',
    expertDescription: 'Reserva una videollamada 1:1 con {name}, {role}.',
  },
};
