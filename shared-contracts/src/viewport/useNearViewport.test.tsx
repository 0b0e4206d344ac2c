/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { NEAR_VIEWPORT_MARGIN_PX, useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

const at = (top: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 40, left: 0, right: 400, width: 400, height: 40, x: 0, y: top, toJSON: () => ({}) });

describe('useNearViewport', () => {
  it('is near at once when the element is on the screen, and asks no observer', () => {
    const { observers, uninstall } = installFakeIntersectionObserver();
    const rect = at(100);
    try {
      render(<Probe />);
      expect(screen.getByText('near')).toBeInTheDocument();
      expect(observers).toHaveLength(0);
    } finally {
      rect.mockRestore();
      uninstall();
    }
  });

  it('far below the screen, waits for the observer (with the margin) and then stays near', async () => {
    const { observers, uninstall } = installFakeIntersectionObserver();
    const rect = at(5000);
    try {
      render(<Probe />);
      expect(screen.getByText('far')).toBeInTheDocument();
      expect(observers).toHaveLength(1);
      expect(observers[0].margin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);
      await act(async () => observers[0].callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByText('far')).toBeInTheDocument();
      await act(async () => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByText('near')).toBeInTheDocument();
    } finally {
      rect.mockRestore();
      uninstall();
    }
  });
});
