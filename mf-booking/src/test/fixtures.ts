import type { BookingQuote, Expert, TimeSlot } from 'shared-contracts';

export function anExpert(overrides: Partial<Expert> = {}): Expert {
  return {
    id: 7,
    first_name: 'Ana',
    last_name: 'Torres',
    role: 'Nutritionist',
    country: null,
    profile_picture: null,
    rating: 4.5,
    is_available: true,
    is_favorite: false,
    about_me: '',
    years_of_experience: 8,
    languages: [],
    subcategories: [],
    gallery: [],
    profile_video: null,
    rates: [
      { name: 'Express', slug: 'express', duration: 15, price: 20, minprice: 10, fee: 2 },
      { name: 'Short', slug: 'short', duration: 30, price: 35, minprice: 20, fee: 3.5 },
      { name: 'Large', slug: 'large', duration: 60, price: null, minprice: 40, fee: null },
    ],
    certifications: [],
    subscription: {
      id: 1,
      type: { name: 'Pro', period: 'monthly', slug: 'pro-monthly' },
      stripe_status: 'active',
      ends_at: '2031-01-31T00:00:00.000Z',
      trial_ends_at: null,
    },
    email: null,
    ...overrides,
  };
}

/** A slot at `hour` in the expert's zone (Mexico City) shown in the customer's (Madrid, +7 h). */
export function aSlot(date: string, hour: string, minutes = 15): TimeSlot {
  const [h = 0, m = 0] = hour.split(':').map(Number);
  const at = (offsetHours: number, plus: number) => {
    const total = (h + offsetHours) * 60 + m + plus;
    return `${date} ${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return {
    start_time: at(0, 0),
    end_time: at(0, minutes),
    start_time_converted: at(7, 0),
    end_time_converted: at(7, minutes),
    starts_at: `${date}T00:00:00.000Z`,
    ends_at: `${date}T00:15:00.000Z`,
  };
}

export function aQuote(date: string, hour: string): BookingQuote {
  const slot = aSlot(date, hour);
  return {
    rate: { slug: 'express', name: 'Express', duration: 15, price: 20 },
    meet: { rate: 20, fee: 2, total: 22 },
    ...slot,
  };
}
