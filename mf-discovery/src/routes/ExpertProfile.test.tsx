import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { ApiError, type Expert, paths } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { anExpert, NO_STATS } from '../test/fixtures.ts';
import ExpertProfile from './ExpertProfile.tsx';

function renderProfile(expert: Expert, area: 'customer' | 'guest', locale: 'en' | 'es' = 'en') {
  const { api, get } = fakeApi((path) => {
    if (path === paths.expert(expert.id)) return envelope(expert);
    if (path === paths.expertFeedbackStats(expert.id)) return envelope(NO_STATS);
    throw new ApiError(404, { message: 'Not found' }, 'Not found');
  });
  const base = area === 'customer' ? '/customer/app/experts' : '/experts';
  const view = renderWithShell(
    <ExpertProfile area={area} expertId={expert.id} searchPath={`${base}/search`} />,
    { api, url: `${base}/${expert.id}`, locale },
  );
  return { ...view, get };
}

const starterYearly = {
  id: 2,
  type: { name: 'Starter', period: 'yearly', slug: 'starter-yearly' },
  stripe_status: 'trialing',
  ends_at: null,
  trial_ends_at: null,
} as const;

describe('ExpertProfile video', () => {
  it('shows the profile video for other plans', async () => {
    const { container } = renderProfile(anExpert(), 'guest');
    expect(await screen.findByRole('heading', { name: 'Profile video' })).toBeTruthy();
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example.com/intro.mp4');
  });

  it('hides the video section on the starter-yearly plan', async () => {
    const { container } = renderProfile(anExpert({ subscription: starterYearly }), 'guest');
    await screen.findByRole('heading', { name: 'Ana Torres' });
    expect(screen.queryByRole('heading', { name: 'Profile video' })).toBeNull();
    expect(container.querySelector('video')).toBeNull();
  });

  it('links to a video page that is not a playable file', async () => {
    renderProfile(anExpert({ profile_video: 'https://videos.example.com/watch?v=42' }), 'guest');
    const link = await screen.findByRole('link', { name: 'Watch the profile video' });
    expect(link.getAttribute('href')).toBe('https://videos.example.com/watch?v=42');
  });
});

describe('ExpertProfile favourite and booking', () => {
  it('gives guests no favourite toggle, and a Book that leads to the booking (signing in on the way)', async () => {
    renderProfile(anExpert({ is_favorite: true }), 'guest');
    await screen.findByRole('heading', { name: 'Ana Torres' });
    expect(screen.queryByRole('img', { name: /favourites/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /favourite/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      '/customer/app/experts/7/booking',
    );
  });

  it('gives customers the favourite toggle and Book when the expert is available', async () => {
    renderProfile(anExpert({ is_favorite: true }), 'customer');
    const toggle = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('img', { name: /favourites/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      '/customer/app/experts/7/booking',
    );
  });

  it('hides Book for an expert who is not available', async () => {
    renderProfile(anExpert({ is_available: false, is_favorite: false }), 'customer');
    const toggle = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
  });
});

describe('ExpertProfile content', () => {
  it('shows rates in dollars, "Not set" without a price, and certifications by month and year', async () => {
    renderProfile(anExpert(), 'guest');
    expect(await screen.findByText('$20.00')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText('15 min')).toBeTruthy();
    expect(screen.getByText('UNAM · Jun 2019')).toBeTruthy();
    expect(screen.getByText('8 years of experience')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    renderProfile(anExpert({ years_of_experience: 1 }), 'guest', 'es');
    expect(await screen.findByText('Sin definir')).toBeTruthy();
    expect(screen.getByText('1 año de experiencia')).toBeTruthy();
    expect(screen.getByText('UNAM · jun 2019')).toBeTruthy();
    // The rates by their Spanish names (the api gives the English ones).
    expect(screen.getByRole('cell', { name: 'Exprés' })).toBeTruthy();
  });

  it('says the expert was not found on a 404, with a way back to the search', async () => {
    const { api, get } = fakeApi(() => {
      throw new ApiError(404, { message: 'Not found' }, 'Not found');
    });
    renderWithShell(<ExpertProfile area="guest" expertId={99} searchPath="/experts/search" />, { api });
    expect(await screen.findByText('Expert not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to search' }).getAttribute('href')).toBe('/experts/search');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('answers an id that is not a number as not found, without asking the api', async () => {
    const { api, get } = fakeApi(() => envelope(anExpert()));
    renderWithShell(<ExpertProfile area="guest" expertId={Number('abc')} searchPath="/experts/search" />, {
      api,
    });
    expect(await screen.findByText('Expert not found')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});

const edit = {
  about: <button type="button">Edit about</button>,
  video: <button type="button">Edit video</button>,
  gallery: <button type="button">Edit gallery</button>,
  certifications: <button type="button">Edit certifications</button>,
};

/** The own page as mf_expert_studio holds it: a save bumps the revision. */
function OwnPage({ expert }: { expert: Expert }) {
  const [revision, setRevision] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRevision((value) => value + 1)}>
        Saved
      </button>
      <ExpertProfile
        area="expert"
        expertId={expert.id}
        searchPath="/experts/search"
        owner={{ edit, revision }}
      />
    </>
  );
}

describe("the expert's own view (owner)", () => {
  function renderOwn(expert: Expert) {
    const { api, get } = fakeApi((path) => {
      if (path === paths.expert(expert.id)) return envelope(expert);
      if (path === paths.expertFeedbackStats(expert.id)) return envelope(NO_STATS);
      throw new ApiError(404, { message: 'Not found' }, 'Not found');
    });
    return { ...renderWithShell(<OwnPage expert={expert} />, { api, url: '/experts/app/account' }), get };
  }

  it('puts each edit control beside its section, with no trail, favourite or Book', async () => {
    renderOwn(anExpert({ profile_video: null, certifications: [] }));
    await screen.findByRole('heading', { name: 'Ana Torres' });
    for (const name of ['Edit about', 'Edit video', 'Edit gallery', 'Edit certifications'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('No video yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /favourites/ })).toBeNull();
  });

  it('offers no video on the starter-yearly plan, and reads the expert again when the revision moves', async () => {
    const { get } = renderOwn(anExpert({ subscription: starterYearly }));
    await screen.findByRole('heading', { name: 'Ana Torres' });
    expect(screen.queryByRole('heading', { name: 'Profile video' })).toBeNull();
    const expertReads = () => get.mock.calls.filter(([path]) => path === paths.expert(7)).length;
    const reads = expertReads();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(expertReads()).toBeGreaterThan(reads));
  });
});
