// Issue #23 part 3 (WCAG 2.2.1): the warning comes at least 60 s before the end in a live region,
// extending works (10 times here), and a limit that cannot be extended says so.
import { TIME_LIMIT_WARNING_MS } from '@terminservice/domain/limits';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft, TimeLimit, type TimeLimitTexts } from './TimeLimit.tsx';

const TEXTS: TimeLimitTexts = {
  left: (left) => `Die PIN gilt noch ${left}.`,
  warning: 'Die PIN gilt nur noch kurze Zeit.',
  ended: 'Die PIN ist abgelaufen.',
};
const LIMIT_MS = 10 * 60_000;

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = (live: string) => document.querySelector<HTMLElement>(`[aria-live="${live}"]`)!;
const polite = () => region('polite');
const assertive = () => region('assertive');

/** A limit the client holds: extending starts it again (what a page does after a new PIN). */
function Extendable() {
  const [endsAt, setEndsAt] = useState(() => Date.now() + LIMIT_MS);
  const [extensions, setExtensions] = useState(0);
  return (
    <>
      <TimeLimit
        endsAt={endsAt}
        texts={TEXTS}
        extend={{
          label: 'Neue PIN anfordern',
          onExtend: () => {
            setEndsAt(Date.now() + LIMIT_MS);
            setExtensions((count) => count + 1);
          },
        }}
      />
      <p>Verlängert: {extensions}</p>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a time limit (issue #23 part 3)', () => {
  it('warns at least 60 s before the end, politely, and says the end assertively', () => {
    render(<TimeLimit endsAt={Date.now() + LIMIT_MS} texts={TEXTS} />);
    expect(screen.getByText('Die PIN gilt noch 10 Minuten.')).toBeTruthy();
    expect(polite().textContent).toBe('');
    expect(assertive().textContent).toBe('');

    advance(LIMIT_MS - TIME_LIMIT_WARNING_MS - 1000);
    expect(polite().textContent).toBe('');
    advance(1000);
    expect(TIME_LIMIT_WARNING_MS).toBeGreaterThanOrEqual(60_000);
    expect(within(polite()).getByText('Die PIN gilt nur noch kurze Zeit.')).toBeTruthy();
    expect(screen.getByText('Die PIN gilt noch 2 Minuten.')).toBeTruthy();

    advance(TIME_LIMIT_WARNING_MS - 45_000);
    expect(screen.getByText('Die PIN gilt noch 45 Sekunden.')).toBeTruthy();
    advance(45_000);
    expect(polite().textContent).toBe('');
    expect(within(assertive()).getByText('Die PIN ist abgelaufen.')).toBeTruthy();
    expect(screen.queryByText(/gilt noch/)).toBeNull();
  });

  it('offers the extension from the warning on, and it works 10 times in a row', () => {
    render(<Extendable />);
    expect(screen.queryByRole('button', { name: 'Neue PIN anfordern' })).toBeNull();
    for (let round = 1; round <= 10; round += 1) {
      advance(LIMIT_MS - TIME_LIMIT_WARNING_MS);
      expect(within(polite()).getByText('Die PIN gilt nur noch kurze Zeit.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Neue PIN anfordern' }));
      expect(screen.getByText(`Verlängert: ${String(round)}`)).toBeTruthy();
      expect(polite().textContent).toBe('');
      expect(screen.getByText('Die PIN gilt noch 10 Minuten.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Neue PIN anfordern' })).toBeNull();
    }
    // After 10 extensions the limit has run 10 × 8 minutes and has not ended.
    expect(assertive().textContent).toBe('');
  });

  it('a limit that cannot be extended says why, shows the time left and offers no button', () => {
    render(
      <TimeLimit
        endsAt={Date.now() + 30 * 60_000}
        texts={{ ...TEXTS, fixed: 'Diese Zeit kann nicht verlängert werden.' }}
      />,
    );
    expect(
      screen.getByText('Die PIN gilt noch 30 Minuten. Diese Zeit kann nicht verlängert werden.'),
    ).toBeTruthy();
    advance(29 * 60_000);
    expect(within(polite()).getByText('Die PIN gilt nur noch kurze Zeit.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the time left in words a person reads', () => {
    expect(formatTimeLeft(600)).toBe('10 Minuten');
    expect(formatTimeLeft(61)).toBe('2 Minuten');
    expect(formatTimeLeft(60)).toBe('1 Minute');
    expect(formatTimeLeft(59)).toBe('59 Sekunden');
    expect(formatTimeLeft(1)).toBe('1 Sekunde');
  });
});
