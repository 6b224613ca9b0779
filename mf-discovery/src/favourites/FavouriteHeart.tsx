import type { Area } from 'shared-contracts';
import { FavouriteMark } from './FavouriteMark.tsx';
import { FavouriteToggle } from './FavouriteToggle.tsx';

interface FavouriteHeartProps {
  area: Area;
  expertId: number;
  favourite: boolean;
  refreshing: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

/** Spec §4: the toggle only in the customer area, the read-only heart elsewhere, nothing for guests. */
export function FavouriteHeart({ area, ...props }: FavouriteHeartProps) {
  if (area === 'guest') return null;
  if (area === 'customer') return <FavouriteToggle {...props} />;
  return <FavouriteMark favourite={props.favourite} />;
}
