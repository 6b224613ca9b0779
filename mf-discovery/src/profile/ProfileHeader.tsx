import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Area, Expert } from 'shared-contracts';
import { CountryFlag } from '../components/CountryFlag.tsx';
import { ExpertPicture } from '../components/ExpertPicture.tsx';
import { RatingStars } from '../components/RatingStars.tsx';
import { fullName } from '../format/names.ts';
import classes from './ProfileHeader.module.css';

interface ProfileHeaderProps {
  expert: Expert;
  /** 'expert': the expert's own page, without favourite or Book. */
  area: Area;
  bookingPath: string;
  /** The favourite heart beside the name (none for guests and on the expert's own view). */
  favourite: ReactNode;
}

export function ProfileHeader({ expert, area, bookingPath, favourite }: ProfileHeaderProps) {
  const name = fullName(expert);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap="sm" ta="center">
        <div className={classes.picture}>
          <ExpertPicture src={expert.profile_picture} name={name} radius="50%" />
        </div>
        <Group gap="xs" justify="center" wrap="nowrap">
          <Title order={1} size="h3">
            {name}
          </Title>
          {favourite}
        </Group>
        <Text c="dimmed">{expert.role}</Text>
        {expert.country && <CountryFlag country={expert.country} />}
        <RatingStars value={expert.rating} size="md" />
        {expert.is_available ? (
          <Badge color="green" variant="light">
            <Trans>Available</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Not available</Trans>
          </Badge>
        )}
        {/* A guest's Book goes through sign-in (or sign-up) and comes back to this booking. */}
        {area !== 'expert' && expert.is_available && (
          <Button component={Link} to={bookingPath} fullWidth mt="xs">
            <Trans>Book</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
