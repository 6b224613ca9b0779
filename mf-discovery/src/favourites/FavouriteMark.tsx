import { useLingui } from '@lingui/react/macro';
import { ThemeIcon } from '@mantine/core';
import { HeartIcon } from '../components/icons.tsx';

/** The read-only favourite heart (spec §4): it only shows whether the expert is a favourite. */
export function FavouriteMark({ favourite }: { favourite: boolean }) {
  const { t } = useLingui();
  return (
    <ThemeIcon
      variant="transparent"
      color={favourite ? 'red' : 'gray'}
      role="img"
      aria-label={favourite ? t`In your favourites` : t`Not in your favourites`}
      data-testid="favourite-mark"
    >
      <HeartIcon filled={favourite} />
    </ThemeIcon>
  );
}
