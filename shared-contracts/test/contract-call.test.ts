import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../src/api-client.ts';
import { bookingApi } from '../src/contract/booking-routes.ts';
import { call } from '../src/contract/call.ts';
import { catalogApi } from '../src/contract/catalog-routes.ts';
import { discoveryApi } from '../src/contract/discovery-routes.ts';
import { feedbackApi } from '../src/contract/feedback-routes.ts';
import { routePath } from '../src/contract/route.ts';
import { uploadApi } from '../src/contract/upload-routes.ts';

function fakeClient() {
  const answer = vi.fn(async () => ({ data: [] }));
  const api = {
    get: answer,
    list: answer,
    post: answer,
    put: answer,
    delete: answer,
    upload: vi.fn(async () => ({ data: { file: '/api/v1/uploads/a.png', mime_type: 'image/png' } })),
  } as unknown as ApiClient;
  return { api, answer };
}

describe('calling a declared route', () => {
  it('puts the params in the path, escaped, and refuses a missing one', () => {
    expect(routePath(discoveryApi.expert, { id: 7 })).toBe('experts/7');
    expect(routePath({ path: 'posts/:slug' }, { slug: 'a b/c' })).toBe('posts/a%20b%2Fc');
    expect(() => routePath(discoveryApi.expert, {})).toThrow('experts/:id: no id');
  });

  it('reads with the query, writes with the body, and sends no body a route does not take', async () => {
    const { api } = fakeClient();
    await call(api, discoveryApi.searchExperts, { query: { sc: 'sleep', sort: 'price' } });
    expect(api.get).toHaveBeenLastCalledWith('experts', { sc: 'sleep', sort: 'price' });
    await call(api, catalogApi.categories);
    expect(api.get).toHaveBeenLastCalledWith('categories');
    await call(api, feedbackApi.reviewCustomer, {
      params: { id: 3 },
      body: { rating: 5, comment: 'Punctual', meet_id: 9 },
    });
    expect(api.post).toHaveBeenLastCalledWith('customers/3/feedbacks', {
      rating: 5,
      comment: 'Punctual',
      meet_id: 9,
    });
    await call(api, feedbackApi.addFavourite, { params: { id: 4 } });
    expect(api.put).toHaveBeenLastCalledWith('experts/4/add-favourite');
  });

  it("sends a POST's idempotency key, so the client may send it again", async () => {
    const { api } = fakeClient();
    const body = {
      date: '2027-01-04',
      rate: 'short',
      start_time: '10:30',
      end_time: '11:00',
      start_time_converted: '10:30',
      end_time_converted: '11:00',
      payment_method_id: 'pm_1',
    };
    await call(api, bookingApi.book, { params: { id: 5 }, body, idempotencyKey: 'booking-key-1' });
    expect(api.post).toHaveBeenLastCalledWith('booking/5', body, { idempotencyKey: 'booking-key-1' });
    await call(api, bookingApi.authenticated, { params: { id: 9 } });
    expect(api.post).toHaveBeenLastCalledWith('booking/meets/9/authentication');
  });

  it('sends a form as a multipart upload, its query in the path', async () => {
    const { api } = fakeClient();
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const answer = await call(api, uploadApi.upload, { query: { kind: 'image' }, form });
    expect(api.upload).toHaveBeenLastCalledWith('file-upload?kind=image', form);
    expect(api.post).not.toHaveBeenCalled();
    expect(answer.data.file).toBe('/api/v1/uploads/a.png');
  });
});
