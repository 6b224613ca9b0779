import { expect, test } from '@playwright/test';
import { anExpert } from './support/booking.ts';
import { DEMO_EXPERT } from './support/experts.ts';

const NAME = `${DEMO_EXPERT.firstName} ${DEMO_EXPERT.lastName}`;

/** The content of `<meta property|name="key">` in an HTML text. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

test('a shared expert link previews as the expert for clients that run no script (curl, crawlers, link previews)', async ({
  request,
  baseURL,
}) => {
  const id = await anExpert(request);
  for (const accept of ['*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8']) {
    const answer = await request.get(`/experts/${id}`, {
      headers: { accept, 'user-agent': 'Slackbot-LinkExpanding 1.0' },
    });
    expect(answer.status(), accept).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toMatch(new RegExp(`<title>${NAME} · [^<]+ \\| Expertia</title>`));
    expect(metaOf(html, 'og:title')).toMatch(new RegExp(`^${NAME} · `));
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:url')).toBe(`${baseURL}/experts/${id}`);
    expect(metaOf(html, 'og:description')?.length).toBeGreaterThan(20);
    // The page itself is there too, rendered on the server: the expert, not an empty root.
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(`>${NAME}</`);
  }
  const spanish = await (
    await request.get('/experts/search', { headers: { 'accept-language': 'es' } })
  ).text();
  expect(metaOf(spanish, 'og:description')).toMatch(/^Encuentra un experto/);
  // Data and files keep their real answers.
  expect((await request.get(`/experts/${id}`, { headers: { accept: 'application/json' } })).status()).toBe(
    404,
  );
  expect((await request.get('/no-such-file.js')).status()).toBe(404);
});

test("the expert's page opens with the expert's name as its title", async ({ page, request }) => {
  const id = await anExpert(request);
  await page.goto(`/experts/${id}`);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${NAME} · .+ \\| Expertia$`));
});
