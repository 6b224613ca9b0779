import { createPath, type Navigator, type To } from 'react-router-dom';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The router of an islands page: no app renders routes there, so following a link loads its page,
 * as it would with scripts off.
 */
export const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};
