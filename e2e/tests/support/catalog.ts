import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export interface CategoryInfo {
  id: number;
  name: string;
  slug: string;
}

export interface ExpertInfo {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
}

/** Reference data as the api serves it, so the tests follow the seed instead of repeating it. */
export async function categories(
  request: APIRequestContext,
  lang: 'en' | 'es' = 'en',
): Promise<CategoryInfo[]> {
  const response = await request.get('/api/v1/categories', { headers: { 'accept-language': lang } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: CategoryInfo[] };
  expect(body.data.length).toBeGreaterThanOrEqual(3);
  return body.data;
}

export async function expertsIn(request: APIRequestContext, slug: string): Promise<ExpertInfo[]> {
  const response = await request.get(`/api/v1/experts?c=${encodeURIComponent(slug)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ExpertInfo[] }).data;
}
