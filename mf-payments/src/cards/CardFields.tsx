import { useLingui } from '@lingui/react/macro';
import { Input, SimpleGrid, useMantineTheme } from '@mantine/core';
import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeElementChangeEvent } from '@stripe/stripe-js';
import { type ReactNode, useState } from 'react';

type Field = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** Stripe Elements for number, expiry and CVC: card data stays inside them, never in our state. */
export function CardFields({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const theme = useMantineTheme();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const style = {
    base: {
      fontSize: '14px',
      color: theme.black,
      fontFamily: theme.fontFamily,
      '::placeholder': { color: theme.colors.gray[5] },
    },
    invalid: { color: theme.colors.red[7] },
  };
  const onChange = (event: StripeElementChangeEvent) =>
    setErrors((current) => ({ ...current, [event.elementType]: event.error?.message }));

  const box = (field: Field, label: string, element: ReactNode) => (
    <Input.Wrapper label={label} required error={errors[field]}>
      <div
        data-testid={`${field}-field`}
        style={{
          border: `1px solid ${errors[field] ? theme.colors.red[6] : theme.colors.gray[4]}`,
          borderRadius: theme.radius.sm,
          padding: '8px 12px',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        {element}
      </div>
    </Input.Wrapper>
  );

  return (
    <>
      {box(
        'cardNumber',
        t`Card number`,
        <CardNumberElement options={{ style, disabled }} onChange={onChange} />,
      )}
      <SimpleGrid cols={2}>
        {box(
          'cardExpiry',
          t`Expiration date`,
          <CardExpiryElement options={{ style, disabled }} onChange={onChange} />,
        )}
        {box('cardCvc', t`CVC`, <CardCvcElement options={{ style, disabled }} onChange={onChange} />)}
      </SimpleGrid>
    </>
  );
}
