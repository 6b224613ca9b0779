import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PaymentMethod } from 'shared-contracts';
import { brandName, expiry } from './brands.ts';

interface Props {
  card: PaymentMethod;
  onDelete(card: PaymentMethod): void;
  onMakeDefault(card: PaymentMethod): void;
  busy: boolean;
}

/** One saved card: brand, 'Ending ****1234', expiry, the default marker and its actions. */
export function CardRow({ card, onDelete, onMakeDefault, busy }: Props) {
  const { t } = useLingui();
  const brand = brandName(card.brand);
  const last = card.last_numbers;
  return (
    <Paper withBorder p="md" radius="md" data-testid="payment-method">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{brand}</Text>
            {card.default && (
              <Badge size="sm" variant="light">
                <Trans>Default</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm">
            <Trans>Ending ****{last}</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            {card.name} · {expiry(card.expiration_month, card.expiration_year)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!card.default && (
            <Button size="xs" variant="subtle" disabled={busy} onClick={() => onMakeDefault(card)}>
              <Trans>Make default</Trans>
            </Button>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={busy}
            aria-label={t`Delete ${brand} ending in ${last}`}
            onClick={() => onDelete(card)}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
            </svg>
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
