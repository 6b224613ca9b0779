import { Card, Skeleton } from '@mantine/core';
import classes from './ExpertCard.module.css';

export function ExpertCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} aria-hidden="true">
      <Card.Section className={classes.picture}>
        <Skeleton height="100%" radius={0} />
      </Card.Section>
      <div className={classes.body}>
        <Skeleton height={14} width="80%" />
        <Skeleton height={12} width="60%" />
        <Skeleton height={12} width="40%" />
      </div>
    </Card>
  );
}
