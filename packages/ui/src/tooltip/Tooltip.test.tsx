import { act, fireEvent, render, screen } from '@testing-library/react';
import { RADIUS_TOOLTIP_MS } from '@terminservice/domain/limits';
import { RADIUS_TOOLTIP_TEXT } from '@terminservice/domain/search';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { Tooltip } from './Tooltip.tsx';
import * as stories from './Tooltip.stories.tsx';

const HINT = RADIUS_TOOLTIP_TEXT;

function Radius({ show, onHide }: { show: boolean; onHide?: () => void }) {
  return (
    <Tooltip content={HINT} show={show} onHide={onHide}>
      <button type="button">Umkreis: 5 km</button>
    </Tooltip>
  );
}

describe('Tooltip (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given show, the hint is announced and closes after RADIUS_TOOLTIP_MS', () => {
    const onHide = vi.fn();
    render(<Radius show onHide={onHide} />);
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
    act(() => vi.advanceTimersByTime(RADIUS_TOOLTIP_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('given it was shown once, showing it again does nothing', () => {
    const { rerender } = render(<Radius show />);
    act(() => vi.advanceTimersByTime(RADIUS_TOOLTIP_MS));
    rerender(<Radius show={false} />);
    rerender(<Radius show />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('while hovered or focused, it stays open', () => {
    render(<Radius show />);
    fireEvent.mouseEnter(screen.getByRole('button').parentElement!);
    act(() => vi.advanceTimersByTime(10 * RADIUS_TOOLTIP_MS));
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
    fireEvent.mouseLeave(screen.getByRole('button').parentElement!);
    act(() => screen.getByRole('button').focus());
    act(() => vi.advanceTimersByTime(10 * RADIUS_TOOLTIP_MS));
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
    act(() => screen.getByRole('button').blur());
    act(() => vi.advanceTimersByTime(RADIUS_TOOLTIP_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('given Escape, it closes at once', () => {
    const onHide = vi.fn();
    render(<Radius show onHide={onHide} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('given show false, nothing is shown', () => {
    render(<Radius show={false} />);
    act(() => vi.advanceTimersByTime(RADIUS_TOOLTIP_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describeEveryStoryIsAccessible(stories);
