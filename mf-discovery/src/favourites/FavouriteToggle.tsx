import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { HeartIcon } from '../components/icons.tsx';
import { useFavouriteToggle } from './useFavouriteToggle.ts';

interface FavouriteToggleProps {
  expertId: number;
  favourite: boolean;
  /** The data the heart shows is being read again: no change until it is back (spec §4). */
  refreshing: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * The customer's favourite heart, a toggle button. While busy it stays focusable but inert
 * (aria-disabled), so a keyboard user keeps their place.
 */
export function FavouriteToggle({
  expertId,
  favourite,
  refreshing,
  size = 'lg',
  className,
}: FavouriteToggleProps) {
  const { t } = useLingui();
  const { saving, toggle } = useFavouriteToggle(expertId, favourite);
  const busy = saving || refreshing;
  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size={size}
      color="red"
      c={favourite ? 'red' : 'gray'}
      className={className}
      aria-label={favourite ? t`Remove from favourites` : t`Add to favourites`}
      aria-pressed={favourite}
      aria-disabled={busy || undefined}
      data-disabled={busy || undefined}
      aria-busy={saving || undefined}
      onClick={() => {
        if (!busy) void toggle();
      }}
    >
      <HeartIcon filled={favourite} />
    </ActionIcon>
  );
}
