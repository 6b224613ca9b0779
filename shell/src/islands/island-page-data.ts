import { createContext } from 'react';
import type { PageData } from '../ssr/page-data.ts';

/** The page's data (what the server rendered it with), for an island that reads the api through SWR. */
export const IslandPageData = createContext<PageData | null>(null);
