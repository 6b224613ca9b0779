import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import type { Category } from 'shared-contracts';
import type { ExpertiseValues } from './wizard-values.ts';

interface SubcategoryPickersProps {
  control: Control<ExpertiseValues>;
  categories: Category[];
  /** The chosen categories' ids, in the order chosen. */
  chosen: string[];
}

/** Under each chosen category, a picker of one of its subcategories (optional, spec §5). */
export function SubcategoryPickers({ control, categories, chosen }: SubcategoryPickersProps) {
  const { t } = useLingui();
  const shown = chosen
    .map((id) => categories.find((category) => String(category.id) === id))
    .filter((category): category is Category => Boolean(category?.subcategories.length));
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {shown.map((category) => {
        const name = category.name;
        return (
          <Controller
            key={category.id}
            control={control}
            name={`subcategories.${category.id}`}
            defaultValue=""
            render={({ field }) => (
              <Select
                label={t`Subcategory of ${name}`}
                placeholder={t`Optional`}
                clearable
                data={category.subcategories.map((sub) => ({ value: String(sub.id), label: sub.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        );
      })}
    </SimpleGrid>
  );
}
