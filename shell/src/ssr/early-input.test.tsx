import { act } from '@testing-library/react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_SCRIPT } from 'shared-contracts/page-render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyInput, ReplayEarlyInput } from './early-input.ts';

/** A sign-in form, a search box held in state and a menu, as a server-rendered page has them. */
function Page({ onSignIn }: { onSignIn: (password: string) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // Like a component showing its JavaScript-only parts: it renders again right after hydrating.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  return (
    <>
      <form
        aria-label="Search experts"
        onSubmit={(event) => {
          event.preventDefault();
          searched(text);
        }}
      >
        <input
          type="search"
          aria-label="Search"
          data-hydrated={hydrated}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSignIn(new FormData(event.currentTarget).get('password') as string);
        }}
      >
        <input name="password" defaultValue="secret" />
        <button type="submit">Sign in</button>
      </form>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        {open ? 'Close menu' : 'Menu'}
      </button>
      <a href="#terms">
        <span>Terms</span>
      </a>
    </>
  );
}

const signedIn = vi.fn();
const searched = vi.fn();
let root: Root | undefined;
let container: HTMLElement;

/** The server's HTML with the page's inline script run, as the browser has it before hydrating. */
function serverRenderedPage({ inSuspense = false } = {}) {
  container = document.createElement('div');
  const page = <Page onSignIn={signedIn} />;
  container.innerHTML = renderToString(inSuspense ? <Suspense>{page}</Suspense> : page);
  document.body.append(container);
  new Function(EARLY_INPUT_SCRIPT)();
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find(
      (found) => found.textContent === name,
    ) as HTMLButtonElement;
  return {
    signIn: button('Sign in'),
    search: button('Search'),
    menu: button('Menu'),
    box: container.querySelector('input[type="search"]') as HTMLInputElement,
  };
}

/** A key typed into a box as the browser does it: the text changes past React's record of it. */
function typeKey(box: HTMLInputElement, key: string) {
  box.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, data: key, inputType: 'insertText' }));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, box.value + key);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <Page onSignIn={signedIn} />
        <ReplayEarlyInput />
      </>,
    );
  });
  await vi.waitFor(() => expect(window.__earlyInput).toBeUndefined());
  // Held input is played in the next task.
  await act(() => new Promise((resolve) => setTimeout(resolve)));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  dropEarlyInput();
  container.remove();
  signedIn.mockReset();
  searched.mockReset();
});

describe('the app’s scripts of a server-rendered page', () => {
  it('load at the visitor’s first act, in their order, once', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<template id="app-scripts"><script defer src="/main.js"></script><link rel="preload" as="script" href="/mf/a.js"></template>',
    );
    serverRenderedPage();
    const loaded = () => [...document.head.querySelectorAll('script[src], link[as="script"]')];
    expect(loaded()).toEqual([]);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('scroll'));
    expect(loaded().map((node) => node.getAttribute('src') ?? node.getAttribute('href'))).toEqual([
      '/main.js',
      '/mf/a.js',
    ]);
    expect((loaded()[0] as HTMLScriptElement).async).toBe(false);
    for (const node of [...loaded(), document.getElementById('app-scripts')]) node?.remove();
  });
});

describe('input made before the page hydrated', () => {
  it('is held (the browser sends no form) and played once React handles it', async () => {
    const { signIn, menu } = serverRenderedPage();
    const sentByBrowser = vi.fn((event: Event) => event.defaultPrevented);
    window.addEventListener('submit', sentByBrowser);
    signIn.click();
    signIn.click();
    menu.click();
    expect(sentByBrowser).not.toHaveBeenCalled();
    expect(document.documentElement.style.cursor).toBe('progress');

    await hydrate();
    // Sign in clicked twice signs in once; the menu opened.
    expect(signedIn).toHaveBeenCalledExactlyOnceWith('secret');
    expect(sentByBrowser.mock.results.map((result) => result.value)).toEqual([true]);
    expect(container.textContent).toContain('Close menu');
    expect(document.documentElement.style.cursor).toBe('');
    window.removeEventListener('submit', sentByBrowser);
  });

  it('keeps what was typed in a box held in state, and searches it', async () => {
    const { box, search } = serverRenderedPage();
    box.value = 'Lindqvist';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    search.click();

    await hydrate();
    expect(searched).toHaveBeenCalledExactlyOnceWith('Lindqvist');
    expect(box.value).toBe('Lindqvist');
  });

  it('keeps the letters typed before React put the box back, while the rest of the page hydrates', async () => {
    const { box, search } = serverRenderedPage();
    for (const key of 'Lin') typeKey(box, key);
    // The box hydrates, and renders again (to the state's empty text) before the shell tells React
    // what was typed: the input is still held.
    await act(async () => {
      root = hydrateRoot(container, <Page onSignIn={signedIn} />);
    });
    expect(box.dataset.hydrated).toBe('true');
    expect(window.__earlyInput).toBeDefined();
    for (const key of 'dqvist') typeKey(box, key);
    expect(box.value).toBe('Lindqvist');

    await act(async () =>
      root?.render(
        <>
          <Page onSignIn={signedIn} />
          <ReplayEarlyInput />
        </>,
      ),
    );
    await vi.waitFor(() => expect(window.__earlyInput).toBeUndefined());
    act(() => search.click());
    expect(searched).toHaveBeenCalledExactlyOnceWith('Lindqvist');
  });

  it('waits for a part whose module arrives after input stopped being held, and plays it there', async () => {
    const { box, search } = serverRenderedPage({ inSuspense: true });
    box.value = 'Lindqvist';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    search.click();
    let arrive = () => {};
    const LatePage = lazy(
      () => new Promise<{ default: typeof Page }>((resolve) => (arrive = () => resolve({ default: Page }))),
    );
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Suspense>
            <LatePage onSignIn={signedIn} />
          </Suspense>
          <ReplayEarlyInput />
        </>,
      );
    });
    // The part's module is still on its way when the page stops holding input (10 s).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    await vi.waitFor(() => expect(window.__earlyInput).toBeUndefined());
    vi.useRealTimers();
    expect(searched).not.toHaveBeenCalled();

    await act(async () => arrive());
    await vi.waitFor(() => expect(searched).toHaveBeenCalledExactlyOnceWith('Lindqvist'));
    expect(box.isConnected).toBe(true);
    expect(box.value).toBe('Lindqvist');
  });

  it('leaves links alone and holds nothing once the page is hydrated', async () => {
    serverRenderedPage();
    const followed = vi.fn();
    document.addEventListener('click', followed);
    container.querySelector('a span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(followed).toHaveBeenCalledOnce();
    document.removeEventListener('click', followed);

    await hydrate();
    const menu = [...container.querySelectorAll('button')].find((found) => found.textContent === 'Menu');
    act(() => menu?.click());
    expect(container.textContent).toContain('Close menu');
  });
});
