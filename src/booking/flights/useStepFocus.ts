/**
 * After each step of the booking, the keyboard and the screen reader land on what changed: the new
 * step's heading (marked `data-step-heading`, or the first heading of the page) takes the focus and
 * the page scrolls to it. Not on the first render: opening the page keeps the focus where it is.
 */
import { useEffect, useRef } from 'react';

export function useStepFocus(step: string) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(step);

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const heading = container.current?.querySelector<HTMLElement>('[data-step-heading]') ?? container.current?.querySelector<HTMLElement>('h1, h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    // jsdom has no scrolling.
    heading.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step]);

  return container;
}
