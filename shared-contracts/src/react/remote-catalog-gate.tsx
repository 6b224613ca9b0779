import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, useLayoutEffect, useReducer, useRef } from 'react';
import type { Locale } from '../entities.ts';

/**
 * The shell merges a remote's catalogs into the shared Lingui instance before it renders the
 * remote; this gate makes sure they are there anyway (a shell that has not merged them yet, or a
 * later `loadAndActivate` that replaced them), so no hashed message id reaches the screen. It loads
 * in a layout effect, which React finishes before the browser paints.
 */
export function RemoteCatalogGate({
  catalogs,
  children,
}: {
  catalogs: Record<Locale, Messages>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const messages = locale === 'es' ? catalogs.es : catalogs.en;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const shown = useRef(false);
  shown.current ||= isLoaded(i18n.messages, messages);

  useLayoutEffect(() => {
    if (locale && !isLoaded(i18n.messages, messages)) {
      i18n.load(locale, messages);
      rerender();
    }
  }, [i18n, locale, messages]);

  // Only the very first render waits; later language changes keep the screen (and its state).
  return shown.current ? children : null;
}

function isLoaded(active: Record<string, unknown>, own: Record<string, unknown>): boolean {
  for (const id in own) if (!Object.hasOwn(active, id)) return false;
  return true;
}
