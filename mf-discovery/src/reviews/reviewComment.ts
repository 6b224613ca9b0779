import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeedbackComment } from 'shared-contracts';

/** The preset answers a customer picks when reviewing an expert (the feedback dialog's wording). */
export const REVIEW_COMMENTS: Record<FeedbackComment, MessageDescriptor> = {
  perfect_help: msg`Perfect help`,
  little_problems: msg`All fine, with little problems`,
  not_satisfied: msg`Not satisfied`,
  expert_problems: msg`Problems with the expert`,
  other: msg`Other`,
};
