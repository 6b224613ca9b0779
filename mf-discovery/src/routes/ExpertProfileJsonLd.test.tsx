import { screen, waitFor } from '@testing-library/react';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Expert, type FeedbackStats, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { anExpert, NO_STATS, someStats } from '../test/fixtures.ts';
import ExpertProfile from './ExpertProfile.tsx';

interface RenderOptions {
  stats?: FeedbackStats;
  locale?: 'en' | 'es';
  owner?: boolean;
}

function renderProfile(
  expert: Expert,
  { stats = NO_STATS, locale = 'en', owner = false }: RenderOptions = {},
) {
  const { api } = fakeApi((path) => {
    if (path === paths.expert(expert.id)) return envelope(expert);
    if (path === paths.expertFeedbackStats(expert.id)) return envelope(stats);
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  return renderWithShell(
    <ExpertProfile
      area="guest"
      expertId={expert.id}
      searchPath="/experts/search"
      owner={owner ? { edit: {}, revision: 0 } : undefined}
    />,
    { api, url: `/experts/${expert.id}`, locale },
  );
}

function scriptsOf(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')];
}

// biome-ignore lint/suspicious/noExplicitAny: the structured data is read as plain JSON.
type Node = Record<string, any>;

/** The page's structured data, once the figures it waits for are in. */
async function structuredData(container: HTMLElement, settled: (graph: Node[]) => boolean = () => true) {
  let graph: Node[] = [];
  await waitFor(() => {
    const [script] = scriptsOf(container);
    expect(script).toBeTruthy();
    graph = JSON.parse(script?.textContent ?? '')['@graph'];
    expect(settled(graph)).toBe(true);
  });
  const person = graph.find((node) => node['@type'] === 'Person') as Node;
  const rating = graph.find((node) => node['@type'] === 'AggregateRating');
  return { graph, person, rating };
}

describe("the expert page's structured data (JSON-LD)", () => {
  it('describes the expert as a Person with an Offer for each priced meeting length', async () => {
    const { container } = renderProfile(
      anExpert({ profile_picture: '/api/v1/uploads/ana.png', languages: [{ id: 1, name: 'Spanish' }] }),
    );
    const { person } = await structuredData(container);
    expect(person).toMatchObject({
      '@id': '/experts/7',
      url: '/experts/7',
      name: 'Ana Torres',
      jobTitle: 'Nutritionist',
      description: 'I help people eat better.',
      image: '/api/v1/uploads/ana.png',
      address: { '@type': 'PostalAddress', addressCountry: 'MX' },
      knowsLanguage: ['Spanish'],
    });
    // The fixture's second rate has no price: it is not offered.
    expect(person.makesOffer).toEqual([
      {
        '@type': 'Offer',
        name: 'Express',
        price: 20,
        priceCurrency: 'USD',
        itemOffered: { '@type': 'Service', name: '15-minute video meeting with Ana Torres' },
      },
    ]);
  });

  it("names the meetings and their rates in the page's language", async () => {
    const { container } = renderProfile(anExpert(), { locale: 'es' });
    const { person } = await structuredData(container);
    expect(person.makesOffer[0].itemOffered.name).toBe('Videollamada de 15 minutos con Ana Torres');
    expect(person.makesOffer[0].name).toBe('Exprés');
  });

  it('rates the expert once there are reviews, and not before', async () => {
    const rated = renderProfile(anExpert(), { stats: someStats({ average: 4.33, count: 3 }) });
    const { rating } = await structuredData(rated.container, (graph) => graph.length === 2);
    expect(rating).toEqual({
      '@type': 'AggregateRating',
      itemReviewed: { '@id': '/experts/7' },
      ratingValue: 4.33,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    rated.unmount();

    const unrated = renderProfile(anExpert());
    await screen.findByText('No reviews yet');
    expect((await structuredData(unrated.container)).graph.map((node) => node['@type'])).toEqual(['Person']);
  });

  it('keeps text that closes the script inside the JSON', async () => {
    const about = '</script><script>alert("about")</script><!--';
    const { container } = renderProfile(anExpert({ about_me: about, role: '</SCRIPT>' }));
    const { person } = await structuredData(container);
    expect(person.description).toBe(about);
    expect(person.jobTitle).toBe('</SCRIPT>');
    const [script] = scriptsOf(container);
    expect(script?.innerHTML).not.toContain('<');
    expect(container.querySelectorAll('script')).toHaveLength(1);
  });

  it("is left out of the expert's own view", async () => {
    const { container } = renderProfile(anExpert(), { owner: true });
    await screen.findByRole('heading', { name: 'Ana Torres' });
    expect(scriptsOf(container)).toHaveLength(0);
  });
});
