import { Plural } from '@lingui/react/macro';
import { Card, Image, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Category } from 'shared-contracts';
import { FolderIcon } from '../components/icons.tsx';
import classes from './CategoryCard.module.css';

export function CategoryCard({ category, to }: { category: Category; to: string }) {
  const count = category.subcategories.length;
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md" className={classes.card}>
      {category.image ? (
        <Card.Section>
          <Image src={category.image} alt="" className={classes.image} />
        </Card.Section>
      ) : (
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
          <FolderIcon />
        </ThemeIcon>
      )}
      <Text fw={600} lineClamp={2}>
        {category.name}
      </Text>
      <Text size="sm" c="dimmed">
        <Plural value={count} one="# subcategory" other="# subcategories" />
      </Text>
    </Card>
  );
}
