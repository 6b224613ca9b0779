import type { SubscriptionPeriod } from 'shared-contracts';

export interface SubscriptionTypeData {
  slug: string;
  name: string;
  period: SubscriptionPeriod;
  priceCents: number;
  trialDays: number;
  descriptionEn: string;
  descriptionEs: string;
}

/** Expert plans. Starter starts with a 30-day free trial in either period. */
export const SUBSCRIPTION_TYPES: readonly SubscriptionTypeData[] = [
  {
    slug: 'starter-monthly',
    name: 'Starter',
    period: 'monthly',
    priceCents: 1900,
    trialDays: 30,
    descriptionEn: 'Your public profile, bookings and video meetings. 30 days free, then billed monthly.',
    descriptionEs:
      'Tu perfil público, reservas y videollamadas. 30 días gratis y después se cobra mensualmente.',
  },
  {
    slug: 'pro-monthly',
    name: 'Pro',
    period: 'monthly',
    priceCents: 4900,
    trialDays: 0,
    descriptionEn: 'For established experts: everything in Starter, billed monthly from the first day.',
    descriptionEs: 'Para expertos consolidados: todo lo de Starter, con cobro mensual desde el primer día.',
  },
  {
    slug: 'starter-yearly',
    name: 'Starter',
    period: 'yearly',
    priceCents: 19000,
    trialDays: 30,
    descriptionEn:
      'Your public profile, bookings and video meetings (no profile video). 30 days free, then billed yearly.',
    descriptionEs:
      'Tu perfil público, reservas y videollamadas (sin video de perfil). 30 días gratis y después se cobra anualmente.',
  },
  {
    slug: 'pro-yearly',
    name: 'Pro',
    period: 'yearly',
    priceCents: 49000,
    trialDays: 0,
    descriptionEn: 'Everything in Pro, billed once a year: two months free compared with paying monthly.',
    descriptionEs: 'Todo lo de Pro, con un cobro al año: dos meses gratis frente al pago mensual.',
  },
];
