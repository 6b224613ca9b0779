import type { PostDetailProps } from 'shared-contracts';
import { RoutePage } from '../components/RoutePage.tsx';
import { PostDetailScreen } from '../posts/PostDetailScreen.tsx';

/** `./PostDetail`: /customer/app/posts/:id. */
export default function PostDetail(props: PostDetailProps) {
  return (
    <RoutePage>
      <PostDetailScreen {...props} />
    </RoutePage>
  );
}
