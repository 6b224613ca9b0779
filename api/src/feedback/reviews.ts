import type { FastifyInstance } from 'fastify';
import type { CustomerFeedback, ExpertFeedback, Locale } from 'shared-contracts';
import { notify } from '../notifications/notify.ts';
import { createCustomerFeedback, createExpertFeedback, type NewExpertFeedback } from './feedbacks.ts';

type ReviewApp = Pick<FastifyInstance, 'db' | 'bus' | 'clock'>;

/** The customer of a finished meeting reviews its expert: stored, and the expert is told. */
export async function reviewExpert(
  app: ReviewApp,
  expertId: number,
  customerId: number,
  input: NewExpertFeedback,
  locale: Locale,
): Promise<ExpertFeedback> {
  const feedback = await createExpertFeedback(app.db, expertId, customerId, input, app.clock(), locale);
  await notify(app, expertId, 'feedback.received', {
    feedback_id: feedback.id,
    meet_id: feedback.meet_id,
    rating: feedback.rating,
    from: 'customer',
    customer: feedback.customer,
  });
  return feedback;
}

/** The expert of a finished meeting reviews its customer: stored, and the customer is told. */
export async function reviewCustomer(
  app: ReviewApp,
  expertId: number,
  customerId: number,
  input: { rating: number; comment: string; meet_id: number },
  locale: Locale,
): Promise<CustomerFeedback> {
  const feedback = await createCustomerFeedback(app.db, expertId, customerId, input, app.clock(), locale);
  await notify(app, customerId, 'feedback.received', {
    feedback_id: feedback.id,
    meet_id: feedback.meet_id,
    rating: feedback.rating,
    from: 'expert',
    expert_id: expertId,
  });
  return feedback;
}
