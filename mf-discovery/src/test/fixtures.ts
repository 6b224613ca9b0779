import type { Category, Expert, ExpertFeedback, ExpertSummary, FeedbackStats } from 'shared-contracts';

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    name: 'Health',
    slug: 'health',
    image: null,
    subcategories: [
      { id: 11, name: 'Nutrition', slug: 'nutrition' },
      { id: 12, name: 'Sleep', slug: 'sleep' },
    ],
    ...overrides,
  };
}

export function aSummary(overrides: Partial<ExpertSummary> = {}): ExpertSummary {
  return {
    id: 7,
    first_name: 'Ana',
    last_name: 'Torres',
    role: 'Nutritionist',
    country: { code: 'MX', country: 'Mexico', flag: '🇲🇽' },
    profile_picture: null,
    rating: 4.5,
    is_available: true,
    is_favorite: false,
    subcategories: [],
    from_price: 30,
    ...overrides,
  };
}

export function anExpert(overrides: Partial<Expert> = {}): Expert {
  return {
    id: 7,
    first_name: 'Ana',
    last_name: 'Torres',
    role: 'Nutritionist',
    country: { code: 'MX', country: 'Mexico', flag: '🇲🇽' },
    profile_picture: null,
    rating: 4.5,
    is_available: true,
    is_favorite: true,
    about_me: 'I help people eat better.',
    years_of_experience: 8,
    languages: [{ id: 1, name: 'Spanish' }],
    subcategories: [{ id: 11, name: 'Nutrition', slug: 'nutrition', category_id: 1 }],
    gallery: [{ file: 'https://cdn.example.com/a.jpg' }],
    profile_video: 'https://cdn.example.com/intro.mp4',
    rates: [
      { name: 'Express', slug: 'express', duration: 15, price: 20, minprice: 10, fee: 2 },
      { name: 'Large', slug: 'large', duration: 60, price: null, minprice: 40, fee: null },
    ],
    certifications: [{ id: 3, name: 'Clinical Nutrition', company_name: 'UNAM', finish_date: '2019-06' }],
    subscription: {
      id: 1,
      type: { name: 'Pro', period: 'monthly', slug: 'pro-monthly' },
      stripe_status: 'active',
      ends_at: null,
      trial_ends_at: null,
    },
    email: 'ana@example.com',
    ...overrides,
  };
}

export function aReview(overrides: Partial<ExpertFeedback> = {}): ExpertFeedback {
  return {
    id: 1,
    meet_id: 40,
    rating: 5,
    comment: 'perfect_help',
    other_comment: null,
    customer: null,
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function someStats(overrides: Partial<FeedbackStats> = {}): FeedbackStats {
  return {
    average: 4.33,
    count: 3,
    distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 },
    ...overrides,
  };
}

export const NO_STATS: FeedbackStats = {
  average: 0,
  count: 0,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};
