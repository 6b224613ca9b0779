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

/** The element holding that registry's pins (remote-discovery `ReleasePins`): hashes and fallbacks. */
export const PINNED_RELEASE_ID = 'remote-release';

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
  /**
   * Whether the HTML holds the whole page: nothing failed or ran out of time and was left to the
   * browser to render. Only such a page can wait for the visitor's first act to load its app.
   */
  complete?: boolean;
  /**
   * What the browser hydrates a whole page with: the app, or only its islands (the shell's islands
   * build) for a page whose other parts only read and link.
   */
  hydration?: 'app' | 'islands';
}

/** The exports of the shell's server build. */
export interface PageRenderer<Body> {
  rendersOnServer(pathname: string): boolean;
  render(request: PageRenderRequest): Promise<RenderedPage<Body>>;
}

/** Where a server-rendered page keeps the clicks and submissions made before it hydrated. */
export const EARLY_INPUT_KEY = '__earlyInput';

/**
 * What a click on is held before hydration: controls whose click only the app acts on (a radio
 * group such as the language switch included). A checkbox is not: it toggles at once, and
 * hydration keeps what it shows.
 */
export const EARLY_INPUT_TARGETS =
  'button,[role="button"],[role="combobox"],[aria-haspopup],[role="tab"],[role="menuitem"],[role="radio"],input[type="radio"],input[type="submit"]';

/**
 * Dispatched on a `<form>` whose boxes showed errors before its page was rendered anew (an islands
 * page's language switch reloads it, what was typed kept): the form validates again, so the same
 * fields show their messages, now in the page's language (shared-contracts/forms useSchemaForm).
 */
export const REVALIDATE_FORM_EVENT = 'form:revalidate';

/** The `<template>` holding a server-rendered page's scripts until the visitor first acts. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * An islands page's template of the app's scripts, for a part that hands the page over to the app
 * (the experts' sign-up, at step 2): they load only then.
 */
export const APP_TAKEOVER_SCRIPTS_ID = 'app-takeover-scripts';

/**
 * The one inline script of a server-rendered page (its policy allows it by hash).
 * - The page reads, links and its search form work with no script, so the app's scripts (in the
 *   `APP_SCRIPTS_ID` template) start loading at the visitor's first sign of acting: a pointer
 *   moving or pressed, a touch, a key, focus, a wheel or a scroll.
 * - Until the app has hydrated, a click on a control (`EARLY_INPUT_TARGETS`) or a form's submission
 *   is held, not lost: the
 *   browser would send a form by itself (a sign-in's password in a request React never sees) and a
 *   button's click would do nothing. The shell plays them again once React handles them
 *   (shell/src/ssr/early-input.ts). Links still navigate; the pointer shows the page is getting
 *   ready.
 * - What is typed meanwhile is noted (the box and its text), since React's hydration puts a box
 *   held in state back to the state's value; the shell tells React the typed text. A key typed
 *   after React has put a box back (a re-render right after hydration does) but before the shell
 *   has told it finds the noted text restored first, so the letters typed before are kept.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var held=[],typed=new Map(),early={held:held,typed:typed},root=document.documentElement,started=false,acts=['pointerdown','pointermove','touchstart','keydown','focusin','wheel','scroll'];window.${EARLY_INPUT_KEY}=early;function start(){var scripts=document.getElementById('${APP_SCRIPTS_ID}');if(started||!scripts)return;started=true;acts.forEach(function(type){removeEventListener(type,start,true);});var nodes=scripts.content.children;for(var i=0;i<nodes.length;i++){var from=nodes[i],to=document.createElement(from.tagName);for(var j=0;j<from.attributes.length;j++)to.setAttribute(from.attributes[j].name,from.attributes[j].value);if(to.tagName==='SCRIPT')to.async=false;document.head.appendChild(to);}}acts.forEach(function(type){addEventListener(type,start,{capture:true,passive:true});});function hold(event,target){event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(target)<0)held.push(target);root.style.cursor='progress';start();}document.addEventListener('click',function(event){if(window.${EARLY_INPUT_KEY}!==early||!(event.target instanceof Element))return;var target=event.target.closest('${EARLY_INPUT_TARGETS}');if(target&&!target.closest('a[href]'))hold(event,target);},true);document.addEventListener('submit',function(event){if(window.${EARLY_INPUT_KEY}===early)hold(event,event.target);},true);document.addEventListener('input',function(event){var box=event.target;if(window.${EARLY_INPUT_KEY}===early&&(box instanceof HTMLInputElement||box instanceof HTMLTextAreaElement))typed.set(box,box.value);},true);document.addEventListener('beforeinput',function(event){var box=event.target;if(window.${EARLY_INPUT_KEY}!==early||!typed.has(box)||box.value===typed.get(box))return;if(Object.keys(box).some(function(key){return key.indexOf('__reactProps$')===0;}))box.value=typed.get(box);},true);})();`;
