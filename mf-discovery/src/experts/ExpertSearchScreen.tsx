import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { Category, ExpertSearchProps } from 'shared-contracts';
import { useCategories } from '../api/useCategories.ts';
import { useExperts } from '../api/useExperts.ts';
import { EmptyResult } from '../components/EmptyResult.tsx';
import { HeartIcon } from '../components/icons.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { useUrlText } from '../components/useUrlText.ts';
import { type ExpertQuery, readExpertQuery, searchOf, writeExpertQuery } from '../search/expertQuery.ts';
import { ExpertCard } from './ExpertCard.tsx';
import { ExpertCardSkeleton } from './ExpertGridSkeleton.tsx';
import { ExpertSearchBar } from './ExpertSearchBar.tsx';
import { PaginationNav } from './PaginationNav.tsx';
import { SubcategoryLinks } from './SubcategoryLinks.tsx';

/** 2 columns on phones, 3 on tablets, 4 on wide screens. */
const GRID_COLS = { base: 2, sm: 3, lg: 4 };
const SKELETON_CARDS = 8;

export function ExpertSearchScreen({ area, expertsPath }: ExpertSearchProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readExpertQuery(params);
  const [text, setText] = useUrlText(query.s ?? '');
  const { data, error, isValidating, mutate } = useExperts(query);
  const { category, subcategoryName } = useCategoryOf(query);
  const categoryName = category?.name;

  /** Searches from page 1 with the changes and what the box says now (typed or cleared without Enter). */
  const search = (changes: Partial<ExpertQuery> = {}) =>
    setParams(writeExpertQuery({ ...query, ...changes, s: text.trim() || undefined, page: 1 }));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {query.favourites ? (
            <Trans>Your favourite experts</Trans>
          ) : subcategoryName ? (
            <Trans>Experts in {subcategoryName}</Trans>
          ) : categoryName ? (
            <Trans>Experts in {categoryName}</Trans>
          ) : (
            <Trans>Experts</Trans>
          )}
        </Title>
        {data && !error && (
          <Text size="sm" c="dimmed" aria-live="polite">
            <ResultCount total={data.meta.total} lowerBound={data.meta.total_is_lower_bound === true} />
          </Text>
        )}
      </Stack>
      {area === 'customer' && (
        <SegmentedControl
          aria-label={t`Experts to show`}
          value={query.favourites ? 'favourites' : 'all'}
          onChange={(value) => search({ favourites: value === 'favourites' || undefined })}
          data={[
            { value: 'all', label: t`All experts` },
            { value: 'favourites', label: t`Favourites` },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {category && !query.favourites && <SubcategoryLinks category={category} query={query} />}
      <ExpertSearchBar query={query} text={text} onTextChange={setText} onSearch={search} />
      {error ? (
        <LoadError error={error} retrying={isValidating} onRetry={() => void mutate()} />
      ) : !data ? (
        <SimpleGrid cols={GRID_COLS} aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ExpertCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : data.data.length === 0 ? (
        query.favourites ? (
          <EmptyResult
            title={<Trans>You have no favourite experts yet</Trans>}
            icon={<HeartIcon size={28} />}
          >
            <Trans>Save an expert with the heart on their card or page to find them here.</Trans>
          </EmptyResult>
        ) : data.meta.total > 0 ? (
          <EmptyResult
            title={<Trans>This page is past the last one</Trans>}
            action={
              <Button
                component={Link}
                to={searchOf({ ...query, page: data.meta.last_page })}
                variant="default"
              >
                <Trans>Go to page {data.meta.last_page}</Trans>
              </Button>
            }
          >
            <Trans>These results end on page {data.meta.last_page}.</Trans>
          </EmptyResult>
        ) : (
          <EmptyResult title={<Trans>No results found</Trans>} />
        )
      ) : (
        <>
          <SimpleGrid cols={GRID_COLS} aria-busy={isValidating || undefined}>
            {data.data.map((expert) => (
              <ExpertCard
                key={expert.id}
                expert={expert}
                expertsPath={expertsPath}
                area={area}
                refreshing={isValidating}
              />
            ))}
          </SimpleGrid>
          <PaginationNav
            currentPage={data.meta.current_page}
            lastPage={data.meta.last_page}
            pageTo={(page) => searchOf({ ...query, page })}
            onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          />
        </>
      )}
    </Stack>
  );
}

/** The query's category (the subcategory's own when only `sc` is given) and subcategory name. */
function useCategoryOf(query: ExpertQuery): { category?: Category; subcategoryName?: string } {
  const { data } = useCategories();
  if (!query.c && !query.sc) return {};
  const category = data?.find((candidate) =>
    query.c ? candidate.slug === query.c : candidate.subcategories.some((sub) => sub.slug === query.sc),
  );
  const subcategoryName = category?.subcategories.find((sub) => sub.slug === query.sc)?.name;
  return { category, subcategoryName };
}

/** The number of results; a broad search's count stops at a bound (`lowerBound`). */
function ResultCount({ total, lowerBound }: { total: number; lowerBound: boolean }) {
  if (lowerBound) return <Plural value={total} one="More than # result" other="More than # results" />;
  return <Plural value={total} one="# result" other="# results" />;
}
