import { Rating, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useMeetingWords } from '../format/labels.ts';

interface RatingFieldProps {
  label: string;
  value: number;
  onChange(value: number): void;
  onBlur(): void;
  error?: string;
}

/** 1–5 stars as a labelled radio group (arrow keys move, each star named 'n of 5 stars'). */
export function RatingField({ label, value, onChange, onBlur, error }: RatingFieldProps) {
  const words = useMeetingWords();
  const id = useId();
  return (
    <Stack gap={4}>
      <Text id={`${id}-label`} size="sm" fw={700}>
        {label}
      </Text>
      <Rating
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        name={`${id}-rating`}
        size="lg"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        getSymbolLabel={words.stars}
      />
      {error && (
        <Text id={`${id}-error`} size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
