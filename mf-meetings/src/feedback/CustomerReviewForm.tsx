import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  call,
  type ExpertFeedbackInput,
  ExpertFeedbackSchema,
  FEEDBACK_COMMENTS,
  feedbackApi,
  LIMITS,
  type Meeting,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useMeetingWords } from '../format/labels.ts';
import type { Counterpart } from '../format/people.ts';
import { RatingField } from './RatingField.tsx';
import { ReviewFormEnd } from './ReviewFormEnd.tsx';
import { reviewFailure } from './sendReview.ts';

interface ReviewFormProps {
  meeting: Meeting;
  counterpart: Counterpart;
  onSkip(): void;
  onDone(): void;
}

/** The customer rates the expert: 1–5 and one preset answer; 'Other' asks for the text (≤ 250). */
export function CustomerReviewForm({ meeting, counterpart, onSkip, onDone }: ReviewFormProps) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const words = useMeetingWords();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExpertFeedbackInput>({
    resolver: valibotResolver(ExpertFeedbackSchema, { lang: locale }),
    defaultValues: {
      rating: 0,
      comment: '' as ExpertFeedbackInput['comment'],
      other_comment: '',
      meet_id: meeting.id,
    },
  });
  const errors = form.formState.errors;
  const other = form.watch('comment') === 'other';

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(api, feedbackApi.reviewExpert, {
        params: { id: meeting.expert.id },
        body: { ...values, other_comment: values.comment === 'other' ? values.other_comment : null },
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
          <Trans>How was your meeting with {counterpart.name}? Your review is private to the expert.</Trans>
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
        <Controller
          control={form.control}
          name="comment"
          render={({ field }) => (
            <Radio.Group
              label={t`How did it go?`}
              value={field.value || null}
              onChange={field.onChange}
              error={errors.comment?.message}
            >
              <Stack gap="xs" mt="xs">
                {FEEDBACK_COMMENTS.map((comment) => (
                  <Radio key={comment} value={comment} label={words.answer(comment)} onBlur={field.onBlur} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {other && (
          <Textarea
            label={t`Tell us more`}
            description={t`Up to ${LIMITS.comment} characters`}
            rows={3}
            {...form.register('other_comment')}
            error={errors.other_comment?.message}
          />
        )}
        <ReviewFormEnd failure={failure} submitting={form.formState.isSubmitting} onSkip={onSkip} />
      </Stack>
    </form>
  );
}

export type { ReviewFormProps };
