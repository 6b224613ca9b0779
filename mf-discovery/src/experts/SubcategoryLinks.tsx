import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from 'shared-contracts';
import { type ExpertQuery, searchOf } from '../search/expertQuery.ts';

interface SubcategoryLinksProps {
  category: Category;
  query: ExpertQuery;
}

/**
 * The category's subcategories as links that narrow the grid (plain links, so they work in the
 * server's HTML too): "All" and one per subcategory, the current one marked. The text, rating and
 * sort stay; the page goes back to the first.
 */
export function SubcategoryLinks({ category, query }: SubcategoryLinksProps) {
  const { t } = useLingui();
  if (category.subcategories.length === 0) return null;
  const categoryName = category.name;
  const to = (sc: string | undefined) => searchOf({ ...query, c: category.slug, sc, page: 1 });
  return (
    <nav aria-label={t`Subcategories of ${categoryName}`}>
      <Group gap="xs">
        <Choice to={to(undefined)} current={!query.sc}>
          <Trans>All of {categoryName}</Trans>
        </Choice>
        {category.subcategories.map((subcategory) => (
          <Choice key={subcategory.slug} to={to(subcategory.slug)} current={query.sc === subcategory.slug}>
            {subcategory.name}
          </Choice>
        ))}
      </Group>
    </nav>
  );
}

function Choice({
  to,
  current,
  children,
}: {
  to: { search: string };
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      radius="xl"
      variant={current ? 'filled' : 'default'}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Button>
  );
}
