import type { BankAccount, EarningsMeeting, Expert, Paginated } from 'shared-contracts';
import type { Session } from 'shared-contracts/react';

export const expert: Session = {
  status: 'signed-in',
  user: {
    id: 7,
    is_expert: true,
    profile_picture: null,
    first_name: 'Eva',
    last_name: 'Lindqvist',
    email: 'e@l.test',
  },
  userType: 'expert',
};

export const NO_BANK: BankAccount = {
  holder_name: null,
  bank_name: null,
  country: null,
  currency: null,
  last_numbers: null,
  masked: null,
};

export const A_BANK: BankAccount = {
  holder_name: 'Eva Lindqvist',
  bank_name: 'STRIPE TEST BANK',
  country: 'US',
  currency: 'usd',
  last_numbers: '6789',
  masked: '**** 6789',
};

export function aMeeting(id: number, paid: boolean): EarningsMeeting {
  return {
    id,
    date: '2030-05-14',
    start_time: '10:00',
    end_time: '10:30',
    starts_at: '2030-05-14T08:00:00.000Z',
    ends_at: '2030-05-14T08:30:00.000Z',
    status: paid ? 'finished' : 'booked',
    payment_status: paid ? 'Payed' : 'Not payed',
    rate: { slug: 'short', name: 'Short', duration: 30, price: 30 },
    customer: { id: 1, first_name: 'Ben', last_name: `Ruiz ${id}`, profile_picture: null },
    expert: { id: 7, first_name: 'Eva', last_name: 'Lindqvist', profile_picture: null },
    booking: { price: 30 },
    expert_feedback: null,
    customer_feedback: null,
    created_at: '2030-05-01T08:00:00.000Z',
  };
}

export function aPage(
  data: EarningsMeeting[],
  current: number,
  last: number,
  total: number,
): Paginated<EarningsMeeting> {
  return {
    data,
    meta: { current_page: current, last_page: last, from: 1, to: data.length, total, per_page: 15 },
  };
}

/** The signed-in expert's own page data (GET experts/7). */
export function ownExpert(overrides: Partial<Expert> = {}): Expert {
  return {
    id: 7,
    first_name: 'Eva',
    last_name: 'Lindqvist',
    role: 'Nutritionist',
    country: { code: 'SE', country: 'Sweden', flag: '' },
    profile_picture: null,
    rating: 4.5,
    is_available: true,
    is_favorite: false,
    about_me: 'I help athletes eat well.',
    years_of_experience: 9,
    languages: [{ id: 1, name: 'English' }],
    subcategories: [],
    gallery: [{ file: '/api/v1/uploads/a.png' }],
    profile_video: null,
    rates: [],
    certifications: [{ id: 4, name: 'Sports nutrition', company_name: 'ISSN', finish_date: '2019-06' }],
    subscription: {
      id: 1,
      type: { name: 'Pro', period: 'monthly', slug: 'pro-monthly' },
      stripe_status: 'active',
      ends_at: '2030-01-01T00:00:00Z',
      trial_ends_at: null,
    },
    email: 'e@l.test',
    ...overrides,
  };
}
