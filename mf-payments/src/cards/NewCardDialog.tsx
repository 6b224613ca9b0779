import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { call, LIMITS, type PaymentMethod, paymentApi, requiredText } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import * as v from 'valibot';
import { loadStripe } from '../stripe/loadStripe.ts';
import { CardFields } from './CardFields.tsx';
import { failureMessage } from './errors.ts';

const HolderSchema = v.object({ name: requiredText(LIMITS.cardholder) });
type Holder = v.InferOutput<typeof HolderSchema>;

interface Props {
  opened: boolean;
  onClose(): void;
  /** Called with the saved card (the api's view of it). */
  onSaved(card: PaymentMethod): void;
}

/** 'New card': cardholder name plus Stripe Elements; Stripe.js confirms a SetupIntent, the api saves the card. */
export function NewCardDialog({ opened, onClose, onSaved }: Props) {
  const { api, locale } = useShell();
  const stripe = useMemo(() => (opened ? loadStripe(api) : null), [api, opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>New card</Trans>} centered>
      {stripe && (
        <Elements stripe={stripe} options={{ locale }}>
          <NewCardForm onClose={onClose} onSaved={onSaved} />
        </Elements>
      )}
    </Modal>
  );
}

function NewCardForm({ onClose, onSaved }: Omit<Props, 'opened'>) {
  const { t } = useLingui();
  const { api, notify, locale } = useShell();
  const stripe = useStripe();
  const elements = useElements();
  const [saving, setSaving] = useState(false);
  const form = useForm<Holder>({
    resolver: valibotResolver(HolderSchema, { lang: locale }),
    defaultValues: { name: '' },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return;
    setSaving(true);
    try {
      // Elements checks the card first; then Stripe.js confirms a SetupIntent with it, showing
      // 3D Secure when the bank asks, and a declined card stops there with the provider's message.
      const made = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
      if (made.error) {
        notify.error(made.error.message ?? t`The card could not be saved`, t`Error`);
        return;
      }
      const setup = await call(api, paymentApi.cardSetup, { body: { request_id: crypto.randomUUID() } });
      const confirmed = await stripe.confirmCardSetup(setup.data.client_secret, {
        payment_method: made.paymentMethod.id,
      });
      const paymentMethod = confirmed.setupIntent?.payment_method;
      if (confirmed.error || !paymentMethod) {
        notify.error(confirmed.error?.message ?? t`The card could not be saved`, t`Error`);
        return;
      }
      const saved = await call(api, paymentApi.saveCard, {
        body: { name, card_token: typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id },
      });
      notify.success(t`Payment method created succesfully`);
      onSaved(saved.data);
    } catch (error) {
      notify.error(failureMessage(error, t`The card could not be saved`), t`Error`);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t`Cardholder name`}
          required
          maxLength={LIMITS.cardholder}
          autoComplete="cc-name"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <CardFields disabled={saving} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving} disabled={!stripe}>
            <Trans>Save card</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
