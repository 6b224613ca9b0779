import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from '../config/brand.ts';

/**
 * The first HTML answer carries the page's own title (an expert's page: the expert's, from
 * GET /api/v1/page-head); once the visitor moves to another page, the title is the product's again.
 */
export function useBrandTitleOnNavigate() {
  const { pathname } = useLocation();
  const landing = useRef(pathname);
  useEffect(() => {
    if (pathname === landing.current) return;
    landing.current = '';
    document.title = BRAND;
  }, [pathname]);
}
