import { useLingui } from '@lingui/react/macro';
import type { FeedbackComment, MeetingStatus } from 'shared-contracts';

/** The badge colour of a status: live meetings stand out, ended ones are grey, changed ones warn. */
export function statusColor(status: MeetingStatus): string {
  if (status === 'cancelled') return 'red';
  if (status === 'no-show') return 'orange';
  return status === 'finished' ? 'gray' : 'teal';
}

/** Whether the meeting is still to happen or happening (its room can be entered). */
export const isLive = (status: MeetingStatus) => status === 'booked' || status === 'start soon';

/** The words of statuses and of the customer's preset answers, in the page's language. */
export function useMeetingWords() {
  const { t } = useLingui();
  return {
    status(status: MeetingStatus): string {
      if (status === 'booked') return t`Booked`;
      if (status === 'start soon') return t`Start soon`;
      if (status === 'cancelled') return t`Cancelled`;
      if (status === 'no-show') return t`No-show`;
      return t`Finished`;
    },
    /** The spec's preset answers of a customer's review (stable slugs in the api). */
    answer(comment: string): string {
      const answers: Record<FeedbackComment, string> = {
        perfect_help: t`Perfect help`,
        little_problems: t`All fine, with little problems`,
        not_satisfied: t`Not satisfied`,
        expert_problems: t`Problems with the expert`,
        other: t`Other`,
      };
      return answers[comment as FeedbackComment] ?? comment;
    },
    /** 'Express meeting': the expert's rows name the rate (spec §2). */
    rateMeeting(rateName: string): string {
      return t`${rateName} meeting`;
    },
    customer: t`Customer`,
    stars: (value: number) => (value === 0 ? t`No rating` : t`${value} of 5 stars`),
  };
}
