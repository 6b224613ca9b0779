import { Badge } from '@mantine/core';
import { FilterIcon } from '../components/icons.tsx';

/** How the Filters button looks, as a dialog's opener or as the no-JavaScript disclosure. */
export function filtersButtonLook(activeFilters: number) {
  return {
    variant: 'default',
    leftSection: <FilterIcon />,
    rightSection:
      activeFilters > 0 ? (
        <Badge size="sm" circle>
          {activeFilters}
        </Badge>
      ) : undefined,
  } as const;
}
