// What a page rendered on the server leaves for the browser, between the renderer (deploy/render)
// and the shell's hydration, and what the renderer and the shell's server build say to each
// other. Types are the only imports: the shell's federation runtime plugin reads the pinned
// registry before any shared module exists.
import type { Locale } from './entities.ts';
import type { RemoteName } from './remotes.ts';

/** The element holding the data the page was rendered with (JSON, never run). */
export const PAGE_DATA_ID = 'page-data';

/** The element holding the registry the page was rendered with: the browser loads those versions. */
export const PINNED_REGISTRY_ID = 'remote-registry';

/** JSON inside an HTML element: `<` escaped, so no text in it (`</script>`) can end the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** What the renderer asks the shell's server build (shell/src/server/render.tsx) for. */
export interface PageRenderRequest {
  /** The page's path and query (`/experts/search?c=psychology`). */
  url: string;
  locale: Locale;
  /** The api's origin the page's data is read from. */
  apiOrigin: string;
  /** Container name → its server build's `remoteEntry.js` (from the registry of this request). */
  serverEntries: Partial<Record<RemoteName, string>>;
  /** How long a remote may take to load before its place is rendered by the browser instead. */
  remoteBudgetMs: number;
  /** How long the whole render may wait; what is not ready then is left to the browser. */
  renderBudgetMs: number;
}

/** A page the shell's server build rendered; `Body` is the stream of its content (Node's Readable). */
export interface RenderedPage<Body> {
  status: 200 | 404;
  /** The content of the root element, streamed by React. */
  body: Body;
  /** What the browser hydrates with (the shell's PageData). */
  data: unknown;
  /** The remotes' modules in the HTML (their styles go in its head, their scripts are preloaded). */
  modules: { remote: RemoteName; module: string }[];
  /** Remotes left to the browser, with why. */
  failures: { remote: string; error: unknown }[];
}

/** The exports of the shell's server build. */
export interface PageRenderer<Body> {
  rendersOnServer(pathname: string): boolean;
  render(request: PageRenderRequest): Promise<RenderedPage<Body>>;
}

/** Where a server-rendered page keeps the clicks and submissions made before it hydrated. */
export const EARLY_INPUT_KEY = '__earlyInput';

/**
 * The one inline script of a server-rendered page (its policy allows it by hash). Until the app has
 * hydrated, a click on a button or a form's submission is held, not lost: the browser would send a
 * form by itself (a sign-in's password in a request React never sees) and a button's click would do
 * nothing. The shell plays them again once React handles them (shell/src/ssr/early-input.ts). Links
 * still navigate; the pointer shows the page is getting ready.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var held=[],root=document.documentElement;window.${EARLY_INPUT_KEY}=held;function hold(event,target){event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(target)<0)held.push(target);root.style.cursor='progress';}document.addEventListener('click',function(event){if(window.${EARLY_INPUT_KEY}!==held||!(event.target instanceof Element))return;var target=event.target.closest('button,[role="button"],input[type="submit"]');if(target&&!target.closest('a[href]'))hold(event,target);},true);document.addEventListener('submit',function(event){if(window.${EARLY_INPUT_KEY}===held)hold(event,event.target);},true);})();`;
