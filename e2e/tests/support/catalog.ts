import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Category, ExpertSummary } from 'shared-contracts';

/** Reference data as the api serves it, so the tests follow the seed instead of repeating it. */
export async function categories(request: APIRequestContext, lang: 'en' | 'es' = 'en'): Promise<Category[]> {
  const response = await request.get('/api/v1/categories', { headers: { 'accept-language': lang } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Category[] };
  expect(body.data.length).toBeGreaterThanOrEqual(3);
  return body.data;
}

export async function expertsIn(request: APIRequestContext, slug: string): Promise<ExpertSummary[]> {
  const response = await request.get(`/api/v1/experts?c=${encodeURIComponent(slug)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ExpertSummary[] }).data;
}
