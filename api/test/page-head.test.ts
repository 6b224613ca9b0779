import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertProfiles, users } from '../src/db/schema/index.ts';
import { registerExpert } from './experts-fixtures.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let expertId: number;

async function headOf(path: string, language?: string) {
  const response = await fetch(`${api.url}/api/v1/page-head?path=${encodeURIComponent(path)}`, {
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

beforeAll(async () => {
  api = await startTestApi({ seedDemoData: false, publicUrl: 'https://expertia.example' });
  expertId = (await registerExpert(api, { first_name: 'Eva', last_name: 'Lind <Q>' })).userId;
  await api.app.db
    .update(expertProfiles)
    .set({
      role: 'Career "coach"',
      aboutMe: `I help people change careers.\n\n${'Twenty years in hiring. '.repeat(9)}`,
    })
    .where(eq(expertProfiles.userId, expertId));
  await api.app.db
    .update(users)
    .set({ profilePicture: '/api/v1/uploads/eva.png' })
    .where(eq(users.id, expertId));
});
afterAll(async () => api.close());

describe('GET /page-head', () => {
  it("gives an expert's page the expert's title, description, photo and address, escaped", async () => {
    const head = await headOf(`/experts/${expertId}?tab=about`);
    const url = `https://expertia.example/experts/${expertId}`;
    expect(head).toContain('<title>Eva Lind &lt;Q&gt; · Career &quot;coach&quot; | Expertia</title>');
    expect(head).toContain(
      '<meta property="og:title" content="Eva Lind &lt;Q&gt; · Career &quot;coach&quot;"/>',
    );
    expect(head).toContain('<meta property="og:type" content="profile"/>');
    expect(head).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(head).toContain(
      '<meta property="og:image" content="https://expertia.example/api/v1/uploads/eva.png"/>',
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '';
    expect(description.startsWith('I help people change careers. Twenty years in hiring.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    // The customer's address of the same page previews the same expert.
    expect(await headOf(`/customer/app/experts/${expertId}`)).toContain(
      `<meta property="og:url" content="${url}"/>`,
    );
  });

  it("gives any other page, a missing expert and a path it cannot read the product's head, in the caller's language", async () => {
    for (const path of ['/', '/experts/search', '/experts/999999', `/experts/${expertId}/booking`]) {
      const head = await headOf(path);
      expect(head, path).toContain('<title>Expertia</title>');
      expect(head, path).toContain('<meta property="og:type" content="website"/>');
      expect(head, path).toContain('content="Find an expert by category');
    }
    expect(await headOf('/', 'es')).toContain('content="Encuentra un experto por categoría');
    expect(await headOf('/', 'es')).toContain('<meta property="og:locale" content="es_ES"/>');
    const unreadable = await fetch(`${api.url}/api/v1/page-head?path=nope&path=/x`);
    expect(unreadable.status).toBe(200);
    expect(await unreadable.text()).toContain('<link rel="canonical" href="https://expertia.example/"/>');
  });

  it('carries no photo tag for an expert without a photo', async () => {
    await api.app.db.update(users).set({ profilePicture: null }).where(eq(users.id, expertId));
    const head = await headOf(`/experts/${expertId}`);
    expect(head).not.toContain('og:image');
    expect(head).toContain('<meta name="twitter:card" content="summary"/>');
  });
});
