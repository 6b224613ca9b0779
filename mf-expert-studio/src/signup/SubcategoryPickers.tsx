import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import type { Category } from 'shared-contracts';
import type { ExpertiseValues } from './wizard-values.ts';

interface SubcategoryPickersProps {
  control: Control<ExpertiseValues>;
  categories: Category[];
  /** The chosen categories' ids, in the order chosen. */
  chosen: string[];
  /**
   * Several subcategories under a category (the profile edit page: a profile may hold several, and
   * a single choice would drop the others on save); else one, as the sign-up asks (spec §5).
   */
  several?: boolean;
}

/** Under each chosen category, a picker of its subcategories (optional, spec §5). */
export function SubcategoryPickers({
  control,
  categories,
  chosen,
  several = false,
}: SubcategoryPickersProps) {
  const { t } = useLingui();
  const shown = chosen
    .map((id) => categories.find((category) => String(category.id) === id))
    .filter((category): category is Category => Boolean(category?.subcategories.length));
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {shown.map((category) => {
        const name = category.name;
        const data = category.subcategories.map((sub) => ({ value: String(sub.id), label: sub.name }));
        return (
          <Controller
            key={category.id}
            control={control}
            name={`subcategories.${category.id}`}
            defaultValue={[]}
            render={({ field }) =>
              several ? (
                <MultiSelect
                  label={t`Subcategories of ${name}`}
                  placeholder={field.value?.length ? undefined : t`Optional`}
                  clearable
                  searchable
                  nothingFoundMessage={t`Nothing found`}
                  data={data}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              ) : (
                <Select
                  label={t`Subcategory of ${name}`}
                  placeholder={t`Optional`}
                  clearable
                  data={data}
                  value={field.value?.[0] ?? null}
                  onChange={(value) => field.onChange(value ? [value] : [])}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
