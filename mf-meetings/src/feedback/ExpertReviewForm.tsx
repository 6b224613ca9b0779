import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type CustomerFeedbackInput,
  CustomerFeedbackSchema,
  call,
  feedbackApi,
  LIMITS,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { ReviewFormProps } from './CustomerReviewForm.tsx';
import { RatingField } from './RatingField.tsx';
import { ReviewFormEnd } from './ReviewFormEnd.tsx';
import { reviewFailure } from './sendReview.ts';

/** The expert rates the customer: 1–5 and a comment (required, ≤ 250). */
export function ExpertReviewForm({ meeting, counterpart, onSkip, onDone }: ReviewFormProps) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomerFeedbackInput>({
    resolver: valibotResolver(CustomerFeedbackSchema, { lang: locale }),
    defaultValues: { rating: 0, comment: '', meet_id: meeting.id },
  });
  const errors = form.formState.errors;

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(api, feedbackApi.reviewCustomer, {
        params: { id: meeting.customer.id },
        body: values,
      });
      notify.success(answer.message ?? t`Feedback created succesfully`);
      onDone();
    } catch (error) {
      const message = reviewFailure(error);
      setFailure(message);
      notify.error(message);
    }
  });

  return (
    <form onSubmit={send} noValidate>
      <Stack>
        <Text>
          <Trans>How was your meeting with {counterpart.name}?</Trans>
        </Text>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <RatingField
              label={t`Rating`}
              value={Number(field.value) || 0}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.rating?.message}
            />
          )}
        />
        <Textarea
          label={t`Comment`}
          description={t`Up to ${LIMITS.comment} characters`}
          rows={4}
          {...form.register('comment')}
          error={errors.comment?.message}
        />
        <ReviewFormEnd failure={failure} submitting={form.formState.isSubmitting} onSkip={onSkip} />
      </Stack>
    </form>
  );
}
