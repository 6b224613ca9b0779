import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top; `/#section` links scroll to that section. */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const place = `${pathname}${hash}`;
  useEffect(() => {
    const section = place.split('#')[1];
    if (section) {
      document.getElementById(decodeURIComponent(section))?.scrollIntoView({ block: 'start' });
      return;
    }
    window.scrollTo?.(0, 0);
  }, [place]);
}
