import { type Locale, type Meeting, personName } from 'shared-contracts';
import type { Role } from '../api/keys.ts';

/** The other side of a meeting: the expert for its customer, the customer for its expert. */
export interface Counterpart {
  id: number;
  name: string;
  /** The expert's role; null for a customer (the screens say 'Customer'). */
  role: string | null;
  picture: string | null;
}

/** `locale`: a deleted account's erased name reads 'Deleted account' in it. */
export function counterpartOf(meeting: Meeting, role: Role, locale: Locale): Counterpart {
  if (role === 'customer') {
    const { expert } = meeting;
    return {
      id: expert.id,
      name: personName(expert, locale),
      role: expert.role || null,
      picture: expert.profile_picture,
    };
  }
  const { customer } = meeting;
  return {
    id: customer.id,
    name: personName(customer, locale),
    role: null,
    picture: customer.profile_picture,
  };
}

/** The feedback the viewer gave on this meeting: the customer rates the expert, the expert the customer. */
export function feedbackGiven(meeting: Meeting, role: Role) {
  return role === 'customer' ? meeting.expert_feedback : meeting.customer_feedback;
}
