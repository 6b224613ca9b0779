import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePreloadOnIntent } from './usePreloadOnIntent.ts';

interface IntentLinkProps extends AnchorProps {
  to: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A router link that preloads the remote behind its target on hover or focus. */
export function IntentLink({ to, children, ...props }: IntentLinkProps) {
  const intent = usePreloadOnIntent(to);
  return (
    <Anchor component={Link} to={to} {...intent} {...props}>
      {children}
    </Anchor>
  );
}
