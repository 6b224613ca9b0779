import type { FeedbackComment, RateSlug } from 'shared-contracts';

/** An expert of the stories: the demo login, or a generated expert by position. */
export type StoryExpert = 'eva' | { generated: number };
/** A customer of the stories: a demo login, or a generated reviewer by position. */
export type StoryCustomer = 'ana' | 'ben' | { reviewer: number };

/** A meeting the demo logins show, written by hand. */
export interface StoryMeeting {
  expert: StoryExpert;
  customer: StoryCustomer;
  /** Working days from the seeding: negative before it, positive after (`workdayAt`). */
  day: number;
  /** The start's hour on the expert's clock. */
  hour: number;
  rate: RateSlug;
  comments?: string;
  review?: { rating: number; comment: FeedbackComment; otherComment?: string };
  /** The expert's feedback on the customer. */
  expertFeedback?: { rating: number; comment: string };
}

/** Generated experts the stories use: past the ones the booking suites take (the first dozen). */
const TECH_EXPERT = { generated: 50 } as const;
const CAREER_EXPERT = { generated: 36 } as const;
const PSYCHOLOGIST = { generated: 16 } as const;
const SECOND_TECH_EXPERT = { generated: 65 } as const;

/**
 * Eva's practice, Ana's and Ben's meetings: past ones reviewed both ways, one just finished and
 * awaiting feedback each, one coming each.
 */
export const STORY_MEETINGS: readonly StoryMeeting[] = [
  {
    expert: 'eva',
    customer: 'ana',
    day: -16,
    hour: 10,
    rate: 'short',
    comments: 'I have trouble switching off after work and sleep badly.',
    review: { rating: 5, comment: 'perfect_help' },
    expertFeedback: {
      rating: 5,
      comment: 'Came with clear questions and kept notes; we agreed on an evening routine to try.',
    },
  },
  {
    expert: 'eva',
    customer: 'ana',
    day: -1,
    hour: 15,
    rate: 'large',
    comments: 'Follow-up on the evening routine.',
  },
  {
    expert: 'eva',
    customer: 'ana',
    day: 2,
    hour: 10,
    rate: 'short',
    comments: 'I would like to talk about keeping the routine during exam weeks.',
  },
  {
    expert: 'eva',
    customer: { reviewer: 0 },
    day: -5,
    hour: 11,
    rate: 'large',
    review: {
      rating: 5,
      comment: 'other',
      otherComment: 'Very clear and kind. The breathing exercise helped me the same evening.',
    },
    expertFeedback: { rating: 5, comment: 'Open and engaged; did the exercises between sessions.' },
  },
  {
    expert: 'eva',
    customer: { reviewer: 1 },
    day: -9,
    hour: 16,
    rate: 'short',
    review: { rating: 4, comment: 'little_problems' },
    expertFeedback: { rating: 4, comment: 'Good conversation; joined ten minutes late.' },
  },
  {
    expert: 'eva',
    customer: { reviewer: 2 },
    day: -12,
    hour: 9,
    rate: 'large',
    review: { rating: 5, comment: 'perfect_help' },
    expertFeedback: { rating: 5, comment: 'A pleasure to work with, with clear goals.' },
  },
  {
    expert: 'eva',
    customer: { reviewer: 3 },
    day: -20,
    hour: 17,
    rate: 'short',
    review: { rating: 5, comment: 'perfect_help' },
  },
  {
    expert: 'eva',
    customer: { reviewer: 4 },
    day: -27,
    hour: 11,
    rate: 'express',
    review: {
      rating: 5,
      comment: 'other',
      otherComment: 'Short, but exactly what I needed before a difficult conversation.',
    },
    expertFeedback: { rating: 5, comment: 'Well prepared for a short session.' },
  },
  {
    expert: 'eva',
    customer: { reviewer: 5 },
    day: -34,
    hour: 15,
    rate: 'large',
    review: { rating: 5, comment: 'perfect_help' },
    expertFeedback: { rating: 4, comment: 'Thoughtful; we ran out of time for the last topic.' },
  },
  {
    expert: 'eva',
    customer: { reviewer: 6 },
    day: -41,
    hour: 10,
    rate: 'short',
    review: { rating: 5, comment: 'perfect_help' },
    expertFeedback: { rating: 5, comment: 'Very motivated.' },
  },
  {
    expert: TECH_EXPERT,
    customer: 'ben',
    day: -9,
    hour: 15,
    rate: 'short',
    comments: 'Help choosing between a static site and a small backend for my shop.',
    review: { rating: 4, comment: 'little_problems' },
    expertFeedback: { rating: 5, comment: 'Clear requirements and good questions.' },
  },
  {
    expert: CAREER_EXPERT,
    customer: 'ben',
    day: -2,
    hour: 10,
    rate: 'express',
    comments: 'A quick review of my CV before I apply.',
  },
  {
    expert: TECH_EXPERT,
    customer: 'ben',
    day: 3,
    hour: 16,
    rate: 'short',
    comments: 'Next step: hosting and deployment.',
  },
];

/** A post of the stories with its answers (hours before the seeding). */
export interface StoryPost {
  customer: StoryCustomer;
  category: string;
  subcategory: string;
  hoursAgo: number;
  title: string;
  content: string;
  answers: { expert: StoryExpert; hoursAgo: number; content: string }[];
}

/** Ana's and Ben's questions with their answers (one of Ana's by Eva), and two Eva has yet to answer. */
export const STORY_POSTS: readonly StoryPost[] = [
  {
    customer: 'ana',
    category: 'psychology',
    subcategory: 'anxiety-stress',
    hoursAgo: 46,
    title: 'How do I stop thinking about work at night?',
    content:
      "I lie awake going over the day's emails. Are there techniques that help within a couple of weeks, or should I look for a longer programme?",
    answers: [
      {
        expert: 'eva',
        hoursAgo: 40,
        content:
          'Try a fixed "worry window" early in the evening: write each thought down with one next step, then close the notebook. Most people notice a change within two weeks.',
      },
      {
        expert: PSYCHOLOGIST,
        hoursAgo: 30,
        content:
          'An hour without screens before bed helps too. If it lasts more than a month, a few sessions of CBT for insomnia are worth it.',
      },
    ],
  },
  {
    customer: 'ben',
    category: 'technology',
    subcategory: 'web-development',
    hoursAgo: 70,
    title: 'Moving a small online shop off WordPress',
    content:
      'My shop has 200 products and slow pages. Is it worth rebuilding it, or should I fix the hosting and the plugins first?',
    answers: [
      {
        expert: TECH_EXPERT,
        hoursAgo: 60,
        content:
          'Measure first: most slow shops are slow because of a few plugins and large images. Fix those, then decide.',
      },
      {
        expert: SECOND_TECH_EXPERT,
        hoursAgo: 20,
        content:
          'If you rebuild, keep the product data and the URLs. At that size a hosted shop platform usually costs less than custom code.',
      },
    ],
  },
  {
    customer: { reviewer: 7 },
    category: 'psychology',
    subcategory: 'grief-counseling',
    hoursAgo: 20,
    title: "Supporting my father after my mother's death",
    content: 'He refuses to talk about it and hardly leaves the house. How can I help without pushing him?',
    answers: [],
  },
  {
    customer: { reviewer: 8 },
    category: 'psychology',
    subcategory: 'couples-therapy',
    hoursAgo: 5,
    title: 'We argue about the same things every week',
    content: 'Small things turn into long fights. Is couples therapy useful if only one of us wants to go?',
    answers: [],
  },
];
