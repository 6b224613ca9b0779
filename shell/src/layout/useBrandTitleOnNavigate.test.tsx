import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useBrandTitleOnNavigate } from './useBrandTitleOnNavigate.ts';

describe('useBrandTitleOnNavigate', () => {
  it("keeps the landing page's title, and gives the next pages the product's", async () => {
    document.title = 'Eva Lindqvist · Career coach | Expertia';
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/experts/7'] });
      return <RouterProvider router={router} />;
    };
    renderHook(() => useBrandTitleOnNavigate(), { wrapper });
    expect(document.title).toBe('Eva Lindqvist · Career coach | Expertia');
    await act(() => router?.navigate('/experts/search'));
    expect(document.title).toBe('Expertia');
    document.title = 'changed';
    await act(() => router?.navigate('/experts/7'));
    expect(document.title).toBe('Expertia');
  });
});
