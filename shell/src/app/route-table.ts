import { pages } from 'shared-contracts/pages';
import { type RemotePage, remotePage } from './remote-page.tsx';
import { positiveId } from './route-params.ts';

/**
 * Every page the shell renders from a remote. Routing, area guards, intent preloading and links
 * all read this table. `expertPath` is the base the search grid appends `/<id>` to, which is the
 * area's expert page (`pages.guest.expert`, `pages.customer.expert`).
 */
export const REMOTE_PAGES: readonly RemotePage[] = [
  remotePage(
    'mf_discovery',
    './CategorySearch',
  )({
    page: pages.guest.categories,
    area: 'guest',
    props: () => ({ searchPath: pages.guest.expertSearch.build() }),
  }),
  remotePage(
    'mf_discovery',
    './ExpertSearch',
  )({
    page: pages.guest.expertSearch,
    area: 'guest',
    props: () => ({ area: 'guest', expertPath: pages.guest.categories.build() }),
  }),
  remotePage(
    'mf_discovery',
    './ExpertProfile',
  )({
    page: pages.guest.expert,
    area: 'guest',
    props: ({ id }) => {
      const expertId = positiveId(id);
      if (expertId === null) return null;
      return {
        area: 'guest',
        expertId,
        searchPath: pages.guest.expertSearch.build(),
        // Booking is a customer page: a guest signs in on the way.
        bookingPath: pages.customer.booking.build({ id: expertId }),
      };
    },
  }),
  remotePage(
    'mf_discovery',
    './CategorySearch',
  )({
    page: pages.customer.categories,
    area: 'customer',
    props: () => ({ searchPath: pages.customer.expertSearch.build() }),
  }),
  remotePage(
    'mf_discovery',
    './ExpertSearch',
  )({
    page: pages.customer.expertSearch,
    area: 'customer',
    props: () => ({ area: 'customer', expertPath: pages.customer.categories.build() }),
  }),
  remotePage(
    'mf_discovery',
    './ExpertProfile',
  )({
    page: pages.customer.expert,
    area: 'customer',
    props: ({ id }) => {
      const expertId = positiveId(id);
      if (expertId === null) return null;
      return {
        area: 'customer',
        expertId,
        searchPath: pages.customer.expertSearch.build(),
        bookingPath: pages.customer.booking.build({ id: expertId }),
      };
    },
  }),
];
