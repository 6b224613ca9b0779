import { Card, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { ExpertSummary } from 'shared-contracts';
import { CountryFlag } from '../components/CountryFlag.tsx';
import { ExpertPicture } from '../components/ExpertPicture.tsx';
import { RatingStars } from '../components/RatingStars.tsx';
import { fullName } from '../format/names.ts';
import classes from './ExpertCard.module.css';

/** One grid card; a link, so click and Enter both open the expert's page. */
export function ExpertCard({ expert, expertPath }: { expert: ExpertSummary; expertPath: string }) {
  const location = useLocation();
  const name = fullName(expert);
  return (
    <Card
      component={Link}
      to={`${expertPath}/${expert.id}`}
      state={{ from: `${location.pathname}${location.search}` }}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
    >
      <Card.Section className={classes.picture}>
        <ExpertPicture src={expert.profile_picture} name={name} />
      </Card.Section>
      <div className={classes.body}>
        <Text fw={600} lineClamp={1}>
          {name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {expert.role}
        </Text>
        {expert.country && <CountryFlag country={expert.country} size="xs" />}
        <RatingStars value={expert.rating} size="xs" />
      </div>
    </Card>
  );
}
