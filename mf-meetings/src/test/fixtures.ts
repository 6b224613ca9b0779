import type { Meeting, MeetingPage } from 'shared-contracts';
import type { Session } from 'shared-contracts/react';

export function aMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: 41,
    date: '2030-05-14',
    start_time: '10:00',
    end_time: '10:15',
    starts_at: '2030-05-14T08:00:00.000Z',
    ends_at: '2030-05-14T08:15:00.000Z',
    status: 'booked',
    extension_status: null,
    room_id: null,
    access_token: null,
    rate: { slug: 'express', name: 'Express', duration: 15, price: 20 },
    customer: { id: 1, first_name: 'Ben', last_name: 'Ruiz', profile_picture: null },
    expert: {
      id: 7,
      first_name: 'Ana',
      last_name: 'Torres',
      role: 'Nutritionist',
      profile_picture: null,
      rating: 4.5,
      is_favorite: false,
    },
    comments: 'How do I plan my meals?',
    booking: { price: 20, fee: 2, total: 22 },
    expert_feedback: null,
    customer_feedback: null,
    cancellation: null,
    no_show: null,
    refunded: 0,
    changes: {
      cancel: { refund: 22 },
      reschedule: { until: '2030-05-13T08:00:00.000Z' },
      reschedules_left: 1,
    },
    created_at: '2030-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function aPage(data: Meeting[], current = 1, last = 1): MeetingPage {
  return {
    data,
    meta: {
      current_page: current,
      last_page: last,
      from: 1,
      to: data.length,
      total: data.length,
      per_page: 500,
    },
  };
}

export const customer: Session = {
  status: 'signed-in',
  user: {
    id: 1,
    is_expert: false,
    profile_picture: null,
    first_name: 'Ben',
    last_name: 'Ruiz',
    email: 'b@c.test',
  },
  userType: 'customer',
};

export const expert: Session = {
  status: 'signed-in',
  user: {
    id: 7,
    is_expert: true,
    profile_picture: null,
    first_name: 'Ana',
    last_name: 'Torres',
    email: 'a@c.test',
  },
  userType: 'expert',
};
