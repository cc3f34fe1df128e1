import { beginServerWait } from '@terminservice/api-client/server-wait';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_WAIT_TEXTS } from '../texts.ts';
import { ServerWaitNotice } from './ServerWaitNotice.tsx';

describe('the wait notice after a 503 (issue #6)', () => {
  it('is an empty polite status region while nothing waits', () => {
    render(<ServerWaitNotice />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('says calmly that it retries while a call waits, and disappears when the last wait ends', () => {
    render(<ServerWaitNotice />);
    const region = screen.getByRole('status');
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = beginServerWait();
      endSecond = beginServerWait();
    });
    expect(region.textContent).toContain(SERVER_WAIT_TEXTS.title);
    expect(region.textContent).toContain(
      'Der Terminservice ist gerade stark ausgelastet. Wir versuchen es gleich automatisch erneut',
    );
    act(() => endFirst());
    expect(region.textContent).toContain(SERVER_WAIT_TEXTS.title);
    act(() => {
      endSecond();
      endSecond();
    });
    expect(region.textContent).toBe('');
  });
});
