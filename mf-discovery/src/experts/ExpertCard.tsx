import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { type Area, type ExpertSummary, formatDollars } from 'shared-contracts';
import { CountryFlag } from '../components/CountryFlag.tsx';
import { ExpertPicture } from '../components/ExpertPicture.tsx';
import { RatingStars } from '../components/RatingStars.tsx';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { fullName } from '../format/names.ts';
import classes from './ExpertCard.module.css';

interface ExpertCardProps {
  expert: ExpertSummary;
  expertsPath: string;
  area: Area;
  /** The grid is being read again (the favourite heart waits for it). */
  refreshing: boolean;
}

/**
 * One grid card. The name is the link and covers the whole card, so click and Enter open the
 * expert's page; the favourite heart sits above it as a button of its own.
 */
export function ExpertCard({ expert, expertsPath, area, refreshing }: ExpertCardProps) {
  const location = useLocation();
  const { i18n } = useLingui();
  const name = fullName(expert);
  const price = expert.from_price === null ? null : formatDollars(expert.from_price, i18n.locale);
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} component="article" aria-label={name}>
      <Card.Section className={classes.picture}>
        <ExpertPicture src={expert.profile_picture} name={name} />
      </Card.Section>
      <FavouriteHeart
        area={area}
        expertId={expert.id}
        favourite={expert.is_favorite}
        refreshing={refreshing}
        size="lg"
        className={classes.favourite}
      />
      <div className={classes.body}>
        <Text
          component={Link}
          to={`${expertsPath}/${expert.id}`}
          state={{ from: `${location.pathname}${location.search}` }}
          fw={600}
          lineClamp={1}
          className={classes.link}
        >
          {name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {expert.role}
        </Text>
        {expert.country && <CountryFlag country={expert.country} size="xs" />}
        <RatingStars value={expert.rating} size="xs" />
        {price && (
          <Text size="sm" fw={500}>
            <Trans>From {price}</Trans>
          </Text>
        )}
      </div>
    </Card>
  );
}
