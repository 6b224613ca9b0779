import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatLongDateTime, type PostAnswer } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { fullName } from '../format/names.ts';

/** One expert's answer: who (linking to their page), their role, when, what. */
export function AnswerItem({ answer, expertsPath }: { answer: PostAnswer; expertsPath: string }) {
  const { locale } = useShell();
  const name = fullName(answer.expert);
  const when = formatLongDateTime(answer.created_at, locale);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {/* Decorative: the name is written beside it. */}
        <Avatar src={answer.expert.profile_picture || null} name={name} color="initials" alt="" aria-hidden />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={`${expertsPath}/${answer.expert.id}`} fw={600}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {answer.expert.role}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{answer.content}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
