/** A customer's post as the api answers it. */
export interface Post {
  id: number;
  title: string;
  content: string;
  category: { id: number; name: string; subcategories: { id: number; name: string; slug: string }[] };
  category_id: number;
  subcategory_id: number;
  subcategory: { id: number; name: string } | null;
  /** ISO instants. */
  published_at: string;
  /** published_at + 7 days: no answers after it. */
  expiration_date: string;
  is_expired: boolean;
  answers_count: number;
  customer: { id: number; first_name: string; last_name: string; profile_picture: string | null };
}

export interface PostAnswer {
  id: number;
  post_id: number;
  content: string;
  created_at: string;
  expert: { id: number; first_name: string; last_name: string; role: string; profile_picture: string | null };
}
