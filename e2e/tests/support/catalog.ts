import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { type Category, catalogApi, discoveryApi, type ExpertSummary } from 'shared-contracts';
import { callRoute } from './contract.ts';

/** Reference data as the api serves it, so the tests follow the seed instead of repeating it. */
export async function categories(request: APIRequestContext, lang: 'en' | 'es' = 'en'): Promise<Category[]> {
  const { data } = await callRoute(request, catalogApi.categories, {}, { 'accept-language': lang });
  expect(data.length).toBeGreaterThanOrEqual(3);
  return data;
}

export async function expertsIn(request: APIRequestContext, slug: string): Promise<ExpertSummary[]> {
  return (await callRoute(request, discoveryApi.searchExperts, { query: { c: slug } })).data;
}
