import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'in the browser' : 'as built'}</p>;
}

describe('useHydrated', () => {
  it('is false in HTML rendered on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>as built</p>');
  });

  it('hydrates that HTML without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(recoverableErrors).toEqual([]);
    expect(container.textContent).toBe('in the browser');
  });

  it('is true from the first render of an app rendered in the browser alone', () => {
    render(<Probe />);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });
});
