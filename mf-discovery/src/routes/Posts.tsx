import type { PostsProps } from 'shared-contracts';
import { RoutePage } from '../components/RoutePage.tsx';
import { PostsScreen } from '../posts/PostsScreen.tsx';

/** `./Posts`: /customer/app/posts. */
export default function Posts(props: PostsProps) {
  return (
    <RoutePage>
      <PostsScreen {...props} />
    </RoutePage>
  );
}
