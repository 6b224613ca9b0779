import type { Post, PostAnswer } from 'shared-contracts';

export function aPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 5,
    title: 'How do I prepare a job interview?',
    content: 'I have an interview next week for a senior role.',
    category: { id: 1, name: 'Careers', subcategories: [] },
    category_id: 1,
    subcategory_id: 11,
    subcategory: { id: 11, name: 'Interviews' },
    published_at: '2026-11-20T10:00:00.000Z',
    expiration_date: '2099-11-27T10:00:00.000Z',
    is_expired: false,
    answers_count: 0,
    customer: { id: 3, first_name: 'Ana', last_name: 'Ruiz', profile_picture: null },
    ...overrides,
  };
}

export function anAnswer(overrides: Partial<PostAnswer> = {}): PostAnswer {
  return {
    id: 40,
    post_id: 5,
    content: 'Practise the three stories you want them to remember.',
    created_at: '2026-11-21T09:30:00.000Z',
    expert: { id: 8, first_name: 'Eva', last_name: 'Lindqvist', role: 'Career coach', profile_picture: null },
    ...overrides,
  };
}
