import type { ExpertSeed } from './expert-seed.ts';
import type { PortraitLooks } from './images/avatars.ts';

/** What the demo customers chose at sign-up (step 1 and step 2), by demo email. */
export const DEMO_CUSTOMER_DETAILS: Record<
  string,
  { country: string; timezone: string; phoneNumber: string; countries: string[]; categories: string[] }
> = {
  'ana.customer@demo.test': {
    country: 'ES',
    timezone: 'Europe/Madrid',
    phoneNumber: '+34 600 555 010',
    countries: ['ES', 'MX'],
    categories: ['psychology', 'legal', 'finance', 'health-wellness'],
  },
  'ben.customer@demo.test': {
    country: 'US',
    timezone: 'America/New_York',
    phoneNumber: '+1 212 555 0147',
    countries: ['US', 'CA', 'GB'],
    categories: ['technology', 'career', 'business'],
  },
};

/** The demo expert login's complete profile (names and email come from DEMO_ACCOUNTS). */
export const DEMO_EXPERT_PROFILE: Omit<ExpertSeed, 'firstName' | 'lastName' | 'email'> = {
  country: 'SE',
  timezone: 'Europe/Stockholm',
  phoneNumber: '+46 70 555 01 23',
  role: 'Clinical Psychologist',
  aboutMe:
    'Licensed psychologist helping adults and couples with anxiety, stress and loss. Warm, structured ' +
    'sessions in English, Swedish or German, with practical exercises to use between meetings.',
  yearsOfExperience: 12,
  rating: 4.9,
  isAvailable: true,
  categorySlug: 'psychology',
  subcategorySlugs: ['anxiety-stress', 'couples-therapy', 'grief-counseling'],
  languageCodes: ['sv', 'en', 'de'],
  priceCents: { express: 1500, short: 3000, large: 5500 },
  certifications: [
    {
      name: 'Licensed Psychologist',
      companyName: 'Swedish National Board of Health and Welfare',
      finishYear: 2013,
      finishMonth: 6,
    },
    {
      name: 'Emotionally Focused Couples Therapy, Externship',
      companyName: 'ICEEFT',
      finishYear: 2018,
      finishMonth: 11,
    },
  ],
  gallery: [],
  profileVideo: null,
  plan: { slug: 'pro-monthly', status: 'active', daysLeft: 30 },
  joinedHoursAgo: 2,
};

/** The demo expert's portrait, chosen rather than drawn from her email. */
export const DEMO_EXPERT_LOOKS: PortraitLooks = {
  hair: ['long'],
  hairColor: ['6c4545'],
  eyes: ['glasses'],
  mouth: ['smile'],
};

/** Experts each demo customer has saved: the demo expert and/or generated experts by position. */
export const DEMO_FAVOURITES: Record<string, { demoExpert: boolean; generated: number[] }> = {
  'ana.customer@demo.test': { demoExpert: true, generated: [1, 16, 31] },
  'ben.customer@demo.test': { demoExpert: false, generated: [5, 20] },
};
