import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated.ts';

function Probe() {
  return <span>{useHydrated() ? 'with JavaScript' : 'HTML only'}</span>;
}

describe('useHydrated', () => {
  it('is false in the server’s HTML', () => {
    expect(renderToString(<Probe />)).toContain('HTML only');
  });

  it('is true once JavaScript hydrates that HTML', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Probe />);
    render(<Probe />, { container, hydrate: true });
    expect(await screen.findByText('with JavaScript')).toBeTruthy();
  });

  it('is true in a page rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('with JavaScript')).toBeTruthy();
  });
});
