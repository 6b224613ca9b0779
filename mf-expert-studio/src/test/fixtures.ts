import type { BankAccount, EarningsMeeting, Paginated } from 'shared-contracts';
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
