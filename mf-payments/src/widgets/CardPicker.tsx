import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CardPickerProps } from 'shared-contracts';
import { brandName } from '../cards/brands.ts';
import { NewCardDialog } from '../cards/NewCardDialog.tsx';
import { usePaymentMethods } from '../cards/usePaymentMethods.ts';
import { PaymentsCatalog } from '../i18n/PaymentsCatalog.tsx';

/**
 * `./CardPicker`: choose a saved card (the default preselected) or add a new one; the parent
 * (checkout, extension, plans) gets the chosen payment method id.
 */
export default function CardPicker(props: CardPickerProps) {
  return (
    <PaymentsCatalog>
      <Picker {...props} />
    </PaymentsCatalog>
  );
}

function Picker({ value, onChange }: CardPickerProps) {
  const { t } = useLingui();
  const cards = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];
  const preselected = list.find((card) => card.default)?.id ?? list[0]?.id ?? null;

  useEffect(() => {
    if (!value && preselected) onChange(preselected);
  }, [value, preselected, onChange]);

  if (cards.isLoading) return <Loader size="sm" aria-label={t`Loading`} />;
  return (
    <Stack gap="xs">
      {list.length === 0 ? (
        <Text c="dimmed">
          <Trans>You don't have any payment method</Trans>
        </Text>
      ) : (
        <Radio.Group value={value ?? preselected} onChange={onChange} label={t`Pay with`}>
          <Stack gap="xs" mt="xs">
            {list.map((card) => (
              <Radio
                key={card.id}
                value={card.id}
                label={`${brandName(card.brand)} · ${t`Ending ****${card.last_numbers}`}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Button variant="light" onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
        <Trans>Add a new card</Trans>
      </Button>
      <NewCardDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={(card) => {
          setAdding(false);
          void cards.mutate();
          onChange(card.id);
        }}
      />
    </Stack>
  );
}
