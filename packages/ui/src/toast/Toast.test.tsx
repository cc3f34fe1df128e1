import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SURGERY_NOTIFICATION_MS, TOAST_DURATION_MS } from '@terminservice/domain/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button.tsx';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { ToastRegion, useToasts, type ToastMessage } from './Toast.tsx';
import * as stories from './Toast.stories.tsx';

function Shell({ toast }: { toast: Omit<ToastMessage, 'id'> }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <>
      <Button onClick={() => show(toast)}>Zeigen</Button>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

const list = () => screen.getByRole('list', { name: 'Benachrichtigungen' });
const toastItems = () => within(list()).queryAllByRole('listitem');

// Under fake timers the events are fired synchronously (fireEvent): user-event and Testing
// Library wait on real timeouts between steps, which fake timers never run.
const showToast = () => fireEvent.click(screen.getByRole('button', { name: 'Zeigen' }));

function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('Toast timing (fake timers)', () => {
  withFakeTimers();

  it('given a toast, it is announced politely and closes itself after 10 s', () => {
    render(<Shell toast={{ tone: 'success', title: 'Ihr Termin wurde storniert.' }} />);
    expect(list()).toHaveAttribute('aria-live', 'polite');
    showToast();
    expect(toastItems()).toHaveLength(1);
    expect(list()).toHaveTextContent('Ihr Termin wurde storniert.');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toastItems()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toastItems()).toHaveLength(0);
  });

  it('given a toast, it shows a progress bar animated over its lifetime', () => {
    render(<Shell toast={{ tone: 'info', title: 'Hinweis' }} />);
    showToast();
    const bar = toastItems()[0]!.querySelector('.ui-toast__progress');
    expect(bar).toHaveClass(`ui-toast__progress--${TOAST_DURATION_MS}`);
    expect(bar).toHaveAttribute('aria-hidden', 'true');
  });

  it('while hovered, it stays; after the pointer leaves, it closes when the rest of its time is up', () => {
    render(<Shell toast={{ tone: 'info', title: 'Hinweis' }} />);
    showToast();
    act(() => vi.advanceTimersByTime(4_000));
    fireEvent.mouseEnter(toastItems()[0]!);
    expect(toastItems()[0]).toHaveClass('ui-toast--paused');
    act(() => vi.advanceTimersByTime(60_000));
    expect(toastItems()).toHaveLength(1);
    fireEvent.mouseLeave(toastItems()[0]!);
    act(() => vi.advanceTimersByTime(5_900));
    expect(toastItems()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(100));
    expect(toastItems()).toHaveLength(0);
  });

  it('while its close button has keyboard focus, it stays', () => {
    render(<Shell toast={{ tone: 'info', title: 'Hinweis' }} />);
    showToast();
    act(() => screen.getByRole('button', { name: 'Benachrichtigung schließen' }).focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(toastItems()).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Zeigen' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toastItems()).toHaveLength(0);
  });
});

describe('Toast closing and durations (fake timers)', () => {
  withFakeTimers();

  it('after the close button, it is gone at once', () => {
    render(<Shell toast={{ tone: 'error', title: 'Fehler' }} />);
    showToast();
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigung schließen' }));
    expect(toastItems()).toHaveLength(0);
  });

  it('given the SURGERY notification, it lasts 15 s', async () => {
    render(
      <Shell
        toast={{
          tone: 'info',
          title: 'Information für Ärzte',
          durationMs: SURGERY_NOTIFICATION_MS,
        }}
      />,
    );
    showToast();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toastItems()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(SURGERY_NOTIFICATION_MS - TOAST_DURATION_MS));
    expect(toastItems()).toHaveLength(0);
  });

  it('given no duration, it stays until closed and has no progress bar', () => {
    render(<Shell toast={{ tone: 'warning', title: 'Wartung', durationMs: null }} />);
    showToast();
    act(() => vi.advanceTimersByTime(10 * TOAST_DURATION_MS));
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0]!.querySelector('.ui-toast__progress')).toBeNull();
  });
});

describe('ToastRegion', () => {
  it('given no toasts, the live region is already in the page', () => {
    render(<ToastRegion toasts={[]} onDismiss={() => {}} />);
    expect(list()).toBeEmptyDOMElement();
  });

  it('given a toast shown again with the same id, it is replaced, not doubled', async () => {
    function Twice() {
      const { toasts, show, dismiss } = useToasts();
      return (
        <>
          <Button onClick={() => show({ id: 'status', tone: 'info', title: 'Neu' })}>Zeigen</Button>
          <ToastRegion toasts={toasts} onDismiss={dismiss} />
        </>
      );
    }
    render(<Twice />);
    await userEvent.click(screen.getByRole('button', { name: 'Zeigen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zeigen' }));
    expect(toastItems()).toHaveLength(1);
  });

  describeEveryStoryIsAccessible(stories);
});
