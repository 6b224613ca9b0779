import { Trans } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Grid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError, type ExpertProfileProps } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { useExpert } from '../api/useExpert.ts';
import { ExpertNotFound } from '../components/ExpertNotFound.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { fullName } from '../format/names.ts';
import { AboutSection } from './AboutSection.tsx';
import { CertificationsSection } from './CertificationsSection.tsx';
import { ExpertJsonLd } from './ExpertJsonLd.tsx';
import { GallerySection } from './GallerySection.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';
import { ProfileVideo } from './ProfileVideo.tsx';
import { RatesSection } from './RatesSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { shouldShowVideo, videoAllowedFor } from './videoVisibility.ts';

export function ExpertProfileScreen({ area, expertId, searchPath, bookingPath, owner }: ExpertProfileProps) {
  const { data: expert, error, isLoading, isValidating, mutate } = useExpert(expertId);
  // The owner saved something: read the expert again (skipped on the first render).
  const revision = owner?.revision ?? 0;
  const seenRevision = useRef(revision);
  useEffect(() => {
    if (seenRevision.current === revision) return;
    seenRevision.current = revision;
    void mutate();
  }, [revision, mutate]);
  const backTo = useBackToSearch(searchPath);
  const validId = Number.isInteger(expertId) && expertId > 0;

  if (!validId || (error instanceof ApiError && error.status === 404)) {
    return <ExpertNotFound backTo={backTo} />;
  }
  if (error && !expert) {
    return <LoadError error={error} retrying={isValidating} onRetry={() => void mutate()} />;
  }
  if (isLoading || !expert) return <ProfileSkeleton />;

  const name = fullName(expert);
  const edit = owner?.edit ?? {};
  const videoAllowed = videoAllowedFor(expert);
  return (
    <Stack gap="lg">
      {/* The public page's structured data; the expert's own view is no page of the site. */}
      {owner ? null : <ExpertJsonLd expert={expert} />}
      {owner ? null : (
        <Breadcrumbs>
          <Anchor component={Link} to={backTo}>
            <Trans>Experts</Trans>
          </Anchor>
          <Text span aria-current="page">
            {name}
          </Text>
        </Breadcrumbs>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileHeader
            expert={expert}
            area={area}
            bookingPath={bookingPath ?? pages.customer.booking.build({ id: expert.id })}
            favourite={
              owner ? null : (
                <FavouriteHeart
                  area={area}
                  expertId={expert.id}
                  favourite={expert.is_favorite}
                  refreshing={isValidating}
                  size="md"
                />
              )
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <AboutSection expert={expert} action={edit.about} />
            <RatesSection rates={expert.rates} action={edit.rates} />
            {owner && videoAllowed ? (
              <ProfileVideo url={expert.profile_video} action={edit.video} />
            ) : (
              shouldShowVideo(expert) && expert.profile_video && <ProfileVideo url={expert.profile_video} />
            )}
            <GallerySection gallery={expert.gallery} name={name} action={edit.gallery} />
            <CertificationsSection certifications={expert.certifications} action={edit.certifications} />
            <ReviewsSection
              expertId={expert.id}
              area={area}
              reviewsPath={owner ? null : pages.customer.expertReviews.build({ id: expert.id })}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Back to the very search the visitor came from (the card passes it), else to the plain grid. */
function useBackToSearch(searchPath: string): string {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith(searchPath) ? from : searchPath;
}
