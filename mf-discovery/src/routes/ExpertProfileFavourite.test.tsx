import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeApi, renderWithShell } from 'remote-kit/testing';
import { type Area, type Expert, paths } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anExpert, NO_STATS } from '../test/fixtures.ts';
import ExpertProfile from './ExpertProfile.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * The expert page of expert 7, whose favourite state the api holds in `server.favourite`. Each
 * read of the expert after the first waits for `server.nextRead` when one is set.
 */
function renderPage(area: Area, favourite: boolean, locale: 'en' | 'es' = 'en') {
  const server: { favourite: boolean; reads: number; nextRead?: Promise<void> } = { favourite, reads: 0 };
  const { api, get } = fakeApi(async (path) => {
    if (path === paths.expert(7)) {
      server.reads += 1;
      if (server.reads > 1 && server.nextRead) await server.nextRead;
      return envelope<Expert>(anExpert({ is_favorite: server.favourite }));
    }
    if (path === paths.expertFeedbackStats(7)) return envelope(NO_STATS);
    throw new Error(`unexpected ${path}`);
  });
  const base = area === 'customer' ? '/customer/app/experts' : '/experts';
  renderWithShell(<ExpertProfile area={area} expertId={7} searchPath={`${base}/search`} />, {
    api,
    url: `${base}/7`,
    locale,
  });
  return { api, get, server };
}

const isBusy = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the favourite toggle (customer area)', () => {
  it('adds a non-favourite expert, stays disabled during the request and the refetch, then shows it saved', async () => {
    const { api, server } = renderPage('customer', false);
    const request = deferred<unknown>();
    const refetch = deferred<void>();
    api.put.mockReturnValue(request.promise);
    server.nextRead = refetch.promise;

    const toggle = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(api.put).toHaveBeenCalledWith(paths.addFavourite(7));
    expect(isBusy(toggle)).toBe(true);

    // A second press while the request runs changes nothing.
    await userEvent.click(toggle);
    expect(api.put).toHaveBeenCalledTimes(1);

    server.favourite = true;
    request.resolve(envelope({ id: 7, is_favorite: true }));
    await waitFor(() => expect(server.reads).toBe(2));
    expect(isBusy(screen.getByRole('button', { name: /favourites/ }))).toBe(true);

    refetch.resolve();
    const saved = await screen.findByRole('button', { name: 'Remove from favourites' });
    await waitFor(() => expect(isBusy(saved)).toBe(false));
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(api.put).toHaveBeenCalledTimes(1);
  });

  it('removes a favourite expert', async () => {
    const { api, server } = renderPage('customer', true);
    api.put.mockImplementation(async () => {
      server.favourite = false;
      return envelope({ id: 7, is_favorite: false });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(api.put).toHaveBeenCalledWith(paths.removeFavourite(7));
    const removed = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(removed.getAttribute('aria-pressed')).toBe('false');
  });

  it('only logs a failed change and enables the button again, without a refetch', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, server } = renderPage('customer', false);
    api.put.mockRejectedValue(new Error('The server is down'));
    const toggle = await screen.findByRole('button', { name: 'Add to favourites' });
    await userEvent.click(toggle);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(isBusy(toggle)).toBe(false));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(server.reads).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();

    // Enabled again: a second try goes out.
    api.put.mockResolvedValue(envelope({ id: 7, is_favorite: true }));
    await userEvent.click(toggle);
    expect(api.put).toHaveBeenCalledTimes(2);
  });

  it('is pressed with the keyboard alone', async () => {
    const { api, server } = renderPage('customer', false);
    api.put.mockImplementation(async () => {
      server.favourite = true;
      return envelope({ id: 7, is_favorite: true });
    });
    const toggle = await screen.findByRole('button', { name: 'Add to favourites' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(api.put).toHaveBeenCalledWith(paths.addFavourite(7));
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBe(
      document.activeElement,
    );
  });

  it('is labelled in Spanish', async () => {
    renderPage('customer', false, 'es');
    const toggle = await screen.findByRole('button', { name: 'Añadir a favoritos' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('says "Quitar de favoritos" for a favourite in Spanish', async () => {
    renderPage('customer', true, 'es');
    expect(await screen.findByRole('button', { name: 'Quitar de favoritos' })).toBeTruthy();
  });
});

describe('the favourite heart elsewhere', () => {
  it('is read-only outside the customer area: it shows the state and changes nothing', async () => {
    const { api } = renderPage('expert', true);
    expect(await screen.findByRole('img', { name: 'In your favourites' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('reads "No está en tus favoritos" read-only in Spanish', async () => {
    renderPage('expert', false, 'es');
    expect(await screen.findByRole('img', { name: 'No está en tus favoritos' })).toBeTruthy();
  });

  it('is not there for guests', async () => {
    renderPage('guest', true);
    await screen.findByRole('heading', { name: 'Ana Torres' });
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByTestId('favourite-mark')).toBeNull();
  });
});
