import { pages } from 'shared-contracts/pages';
import { type RemotePage, remotePage } from './remote-page.tsx';
import { positiveId } from './route-params.ts';

/**
 * The discovery pages of one area, at that area's addresses. `expertsPath` is the base the search
 * grid appends `/<id>` to, which is the area's expert page.
 */
function discoveryPages(area: 'guest' | 'customer'): RemotePage[] {
  const at = area === 'guest' ? pages.guest : pages.customer;
  return [
    remotePage(
      'mf_discovery',
      './CategorySearch',
    )({
      page: at.categories,
      area,
      props: () => ({ searchPath: at.expertSearch.build() }),
    }),
    remotePage(
      'mf_discovery',
      './ExpertSearch',
    )({
      page: at.expertSearch,
      area,
      props: () => ({ area, expertsPath: at.categories.build() }),
    }),
    remotePage(
      'mf_discovery',
      './ExpertProfile',
    )({
      page: at.expert,
      area,
      props: ({ id }) => {
        const expertId = positiveId(id);
        if (expertId === null) return null;
        return {
          area,
          expertId,
          searchPath: at.expertSearch.build(),
          // Booking is a customer page: a guest signs in on the way.
          bookingPath: pages.customer.booking.build({ id: expertId }),
        };
      },
    }),
  ];
}

/** Every review of an expert, paged (customer area: the api shows reviews to signed-in users). */
const expertReviewsPage = remotePage(
  'mf_discovery',
  './ExpertReviews',
)({
  page: pages.customer.expertReviews,
  area: 'customer',
  props: ({ id }) => {
    const expertId = positiveId(id);
    if (expertId === null) return null;
    return { expertId, expertPath: pages.customer.expert.build({ id: expertId }) };
  },
});

/** The customer's posts and a post with its answers (mf_discovery). */
const postPages: RemotePage[] = [
  remotePage(
    'mf_discovery',
    './Posts',
  )({
    page: pages.customer.posts,
    area: 'customer',
    props: () => ({ postsPath: pages.customer.posts.build() }),
  }),
  remotePage(
    'mf_discovery',
    './PostDetail',
  )({
    page: pages.customer.post,
    area: 'customer',
    props: ({ id }) => {
      const postId = positiveId(id);
      if (postId === null) return null;
      return {
        postId,
        postsPath: pages.customer.posts.build(),
        expertsPath: pages.customer.categories.build(),
      };
    },
  }),
];

/** The two-step booking of an expert (customer area). */
const bookingPage = remotePage(
  'mf_booking',
  './Booking',
)({
  page: pages.customer.booking,
  area: 'customer',
  props: ({ id }) => {
    const expertId = positiveId(id);
    if (expertId === null) return null;
    return {
      expertId,
      homePath: pages.customer.home.build(),
      expertPath: pages.customer.expert.build({ id: expertId }),
    };
  },
});

/** The video room of a meeting, in the customer's and in the expert's area. */
function roomPage(area: 'customer' | 'expert'): RemotePage {
  const at = area === 'customer' ? pages.customer : pages.expert;
  return remotePage(
    'mf_meetings',
    './Room',
  )({
    page: at.meetingRoom,
    area,
    props: ({ id }) => {
      const meetingId = positiveId(id);
      return meetingId === null ? null : { meetingId, meetingsPath: at.meetings.build() };
    },
  });
}

/** The meeting list of each signed-in area (mf_meetings); `?feedback=<id>` opens that meeting's feedback. */
const meetingsPages: RemotePage[] = [
  remotePage(
    'mf_meetings',
    './Meetings',
  )({
    page: pages.customer.meetings,
    area: 'customer',
    props: () => ({
      area: 'customer',
      expertSearchPath: pages.customer.categories.build(),
    }),
  }),
  remotePage(
    'mf_meetings',
    './Meetings',
  )({
    page: pages.expert.meetings,
    area: 'expert',
    props: () => ({ area: 'expert' }),
  }),
];

/** The expert's earnings, bank account and funds request (mf_expert_studio). */
const profitsPages: RemotePage[] = [
  remotePage(
    'mf_expert_studio',
    './Profits',
  )({
    page: pages.expert.profits,
    area: 'expert',
    props: () => ({ fundsRequestPath: pages.expert.fundsRequest.build() }),
  }),
  remotePage(
    'mf_expert_studio',
    './FundsRequest',
  )({
    page: pages.expert.fundsRequest,
    area: 'expert',
    props: () => ({ profitsPath: pages.expert.profits.build() }),
  }),
];

/** The expert's own page (mf_expert_studio); its edit page is the shell's, around a widget. */
const accountPages: RemotePage[] = [
  remotePage(
    'mf_expert_studio',
    './Account',
  )({
    page: pages.expert.account,
    area: 'expert',
    props: () => ({ editPath: pages.expert.accountEdit.build() }),
  }),
];

/** The expert's own calendars: busy times read, bookings written (mf_expert_studio). */
const calendarsPage = remotePage(
  'mf_expert_studio',
  './Calendars',
)({
  page: pages.expert.calendars,
  area: 'expert',
  props: () => ({}),
});

/** The expert sign-up wizard: open to guests, and to customers who become experts. */
const expertSignUpPage = remotePage(
  'mf_expert_studio',
  './ExpertSignUp',
)({
  page: pages.expert.signUp,
  area: 'guest',
  props: () => ({ homePath: pages.expert.home.build(), loginPath: pages.expert.login.build() }),
});

/** Every page the shell renders from a remote. Routing, area guards, intent preloading and links all read this table. */
export const REMOTE_PAGES: readonly RemotePage[] = [
  ...discoveryPages('guest'),
  ...discoveryPages('customer'),
  expertReviewsPage,
  bookingPage,
  roomPage('customer'),
  roomPage('expert'),
  ...meetingsPages,
  ...postPages,
  ...profitsPages,
  ...accountPages,
  calendarsPage,
  expertSignUpPage,
];
