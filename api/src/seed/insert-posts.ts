import type { Transaction } from '../db/client.ts';
import { postAnswers, posts } from '../db/schema/index.ts';
import { expirationOf } from '../posts/queries.ts';
import type { StoryPost } from './demo-stories.ts';
import type { References } from './references.ts';
import { type StoryCast, storyCustomer, storyExpert } from './story-people.ts';

const HOUR = 3_600_000;

/** A stored post's answer, for the notification its customer got. */
export interface StoredAnswer {
  id: number;
  postId: number;
  postTitle: string;
  customerEmail: string;
  expertEmail: string;
  at: Date;
}

/**
 * The stories' posts as POST /posts and their answers as POST /posts/{id}/post_answers store them:
 * published some hours before `now`, open for answers `postLifetimeDays` from then.
 */
export async function insertPosts(
  tx: Transaction,
  refs: References,
  stories: readonly StoryPost[],
  cast: StoryCast,
  idOf: (email: string) => number,
  now: Date,
): Promise<StoredAnswer[]> {
  const answers: StoredAnswer[] = [];
  for (const story of stories) {
    const publishedAt = new Date(now.getTime() - story.hoursAgo * HOUR);
    const customerEmail = storyCustomer(cast, story.customer);
    const [post] = await tx
      .insert(posts)
      .values({
        customerId: idOf(customerEmail),
        title: story.title,
        content: story.content,
        categoryId: refs.category(story.category).id,
        subcategoryId: refs.subcategory(story.subcategory).id,
        publishedAt,
        expiresAt: expirationOf(publishedAt),
        createdAt: publishedAt,
      })
      .returning({ id: posts.id });
    if (!post) throw new Error(`post not stored: ${story.title}`);
    for (const answer of story.answers) {
      const expertEmail = storyExpert(cast, answer.expert).email;
      const at = new Date(now.getTime() - answer.hoursAgo * HOUR);
      const [row] = await tx
        .insert(postAnswers)
        .values({ postId: post.id, expertId: idOf(expertEmail), content: answer.content, createdAt: at })
        .returning({ id: postAnswers.id });
      if (!row) throw new Error(`answer not stored: ${story.title}`);
      answers.push({ id: row.id, postId: post.id, postTitle: story.title, customerEmail, expertEmail, at });
    }
  }
  return answers;
}
