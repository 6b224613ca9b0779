import { Group, Image, Text } from '@mantine/core';
import type { Country } from 'shared-contracts';

/** The api's flag is an emoji or an image URL; both are shown beside the country name. */
export function CountryFlag({ country, size = 'sm' }: { country: Country; size?: 'xs' | 'sm' | 'md' }) {
  const isImage = /^(https?:)?\/\/|^\/|^data:image\//.test(country.flag);
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {isImage ? (
        <Image src={country.flag} alt="" w={20} h={14} fit="cover" radius={2} />
      ) : (
        <Text span size={size} aria-hidden="true">
          {country.flag}
        </Text>
      )}
      <Text span size={size} truncate>
        {country.country}
      </Text>
    </Group>
  );
}
