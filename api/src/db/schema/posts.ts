import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { categories, subcategories } from './catalog.ts';
import { createdAt, customerRef } from './columns.ts';
import { expertRef } from './experts.ts';

/** A customer's question to the experts of a category; open for answers until `expires_at`. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    customerId: customerRef(),
    title: varchar('title', { length: 600 }).notNull(),
    content: varchar('content', { length: 600 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('posts_customer').on(table.customerId, table.createdAt.desc()),
    index('posts_category_open').on(table.categoryId, table.expiresAt),
  ],
);

export const postAnswers = pgTable(
  'post_answers',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    expertId: expertRef(),
    content: varchar('content', { length: 250 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('post_answers_post').on(table.postId, table.createdAt)],
);
