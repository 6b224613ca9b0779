import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { CategorySearchProps } from 'shared-contracts';
import { withSearch } from 'shared-contracts/pages';
import { useCategories } from '../api/useCategories.ts';
import { EmptyResult } from '../components/EmptyResult.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useUrlText } from '../components/useUrlText.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { filterCategories } from './filterCategories.ts';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

export function CategorySearchScreen({ searchPath }: CategorySearchProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useUrlText(q);
  const { data, error, isLoading, isValidating, mutate } = useCategories();
  const keep = new URLSearchParams(params);
  keep.delete('q');

  const search = (text: string) => {
    const next = new URLSearchParams(params);
    if (text) next.set('q', text);
    else next.delete('q');
    setParams(next);
  };

  const categories = data ? filterCategories(data, q) : [];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Categories</Trans>
      </Title>
      <SearchForm keep={keep} onSubmit={() => search(text.trim())}>
        <SearchBox
          name="q"
          value={text}
          onChange={setText}
          label={t`Search a category`}
          placeholder={t`Search a category`}
        />
      </SearchForm>
      {error && !data ? (
        <LoadError error={error} retrying={isValidating} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Card key={index} withBorder radius="md" padding="md">
              <Skeleton height={34} width={34} mb="sm" />
              <Skeleton height={14} width="70%" mb="xs" />
              <Skeleton height={12} width="40%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : categories.length === 0 ? (
        <EmptyResult title={<Trans>No categories found</Trans>} />
      ) : (
        <SimpleGrid cols={GRID_COLS}>
          {categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              to={withSearch(searchPath, { c: category.slug })}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
