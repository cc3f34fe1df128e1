import { productUnavailableNotice } from '@terminservice/domain/errors';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/render.tsx';
import { AppContextProvider, useAppContext, useIsShown } from './AppContextProvider.tsx';
import { apiGetter } from './store.ts';

function Probe() {
  const type = useAppContext((state) => state.applicationType);
  const status = useAppContext((state) => state.status);
  const notice = useAppContext((state) => state.notice);
  const isShown = useIsShown();
  return (
    <dl>
      <dt>Typ</dt>
      <dd>{type}</dd>
      <dt>Status</dt>
      <dd>{status}</dd>
      <dt>Hilfe</dt>
      <dd>{isShown('menuHilfe') ? 'ja' : 'nein'}</dd>
      <dt>Hinweis</dt>
      <dd>{notice ? `${notice.title}: ${notice.message}` : '—'}</dd>
    </dl>
  );
}

describe('the app context (§4 Application type)', () => {
  it('given a server that answers DISPO, it resolves the type and shows its blocks', async () => {
    const api = fakeApi('DISPO');
    render(
      <AppContextProvider api={api} applicationType="WEB">
        <Probe />
      </AppContextProvider>,
    );
    expect(screen.getByText('WEB')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('DISPO')).toBeTruthy());
    expect(screen.getByText('ready')).toBeTruthy();
    expect(api.version).toHaveBeenCalledTimes(1);
  });

  it('loads the client through a loader function once', async () => {
    const api = fakeApi('SMED');
    const loader = vi.fn(async () => api);
    render(
      <AppContextProvider api={loader}>
        <Probe />
      </AppContextProvider>,
    );
    await waitFor(() => expect(screen.getByText('SMED')).toBeTruthy());
    expect(screen.getByText('nein')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("after a failed version call, it shows 'Kommunikationsfehler' and keeps the app's own type", async () => {
    const api = fakeApi('WEB', {
      version: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    render(
      <AppContextProvider api={api} applicationType="WEB">
        <Probe />
      </AppContextProvider>,
    );
    const notice = productUnavailableNotice();
    expect(notice.title).toBe('Kommunikationsfehler');
    await waitFor(() =>
      expect(screen.getByText(`${notice.title}: ${notice.message}`)).toBeTruthy(),
    );
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.getByText('WEB')).toBeTruthy();
  });

  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAppContext((s) => s.status))).toThrow(
      /inside <AppContextProvider>/,
    );
  });

  it('a loader that failed is tried again on the next use', async () => {
    let calls = 0;
    const get = apiGetter(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { ok: true };
    });
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toEqual({ ok: true });
    await expect(get()).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });
});
