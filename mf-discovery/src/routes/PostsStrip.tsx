import type { PostsStripProps } from 'shared-contracts';
import { DiscoveryCatalog } from '../i18n/DiscoveryCatalog.tsx';
import { PostsStrip as Strip } from '../posts/PostsStrip.tsx';

/** `./PostsStrip`: the customer home's posts. */
export default function PostsStrip(props: PostsStripProps) {
  return (
    <DiscoveryCatalog>
      <Strip {...props} />
    </DiscoveryCatalog>
  );
}
