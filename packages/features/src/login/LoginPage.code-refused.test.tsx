// Issue #23 part 4: a code login refused with WP008 keeps the §8 text 'Anspruch abgelaufen' and
// says beside it why — used up by two cancellations, or expired — and what the patient can do.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { expectNoAxeViolations } from '@terminservice/ui/test';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../app-context/index.ts';
import { CODE, loginApi, serverError } from '../../test/login/fake-api.ts';
import { fillCodeForm, renderLogin } from '../../test/login/render-login.tsx';

const STATUS: CodeStatusResponse = {
  gueltigBis: '2027-02-17',
  abgelaufen: false,
  stornierungen: 2,
  maxStornierungen: 2,
  verbraucht: true,
  dringlichkeit: 'DRINGEND',
  termine: null,
  naechsteAbsage: 'CODE_VERBRAUCHT',
};

async function refusedLogin(status: Partial<CodeStatusResponse>, type: 'WEB' | 'SURGERY' = 'WEB') {
  const seen: Array<string | null> = [];
  const api = Object.assign(loginApi(type), {
    codeStatus: vi.fn(async () => {
      seen.push(readSession<string>('code'));
      return { ...STATUS, ...status };
    }),
  });
  api.login.mockRejectedValue(serverError('WP008', 'Anspruch abgelaufen', 403));
  const { user } = renderLogin(api);
  await fillCodeForm(user);
  await user.click(screen.getByRole('button', { name: 'Termin suchen' }));
  const alert = await screen.findByRole('alert');
  return { alert, api, seen };
}

describe('code login refused with WP008 (issue #23 part 4)', () => {
  it('used up: Anspruch abgelaufen, the two cancellations, what now, and 2 von 2 (verbraucht)', async () => {
    const { alert, seen } = await refusedLogin({});
    await within(alert).findByText(
      'Ihr Vermittlungscode ist verbraucht: Mit ihm wurden bereits zwei Termine abgesagt.',
    );
    expect(within(alert).getByRole('listitem').textContent).toBe('Anspruch abgelaufen');
    expect(alert.textContent).toContain('neuen Vermittlungscode von Ihrer Ärztin oder Ihrem Arzt');
    expect(within(alert).getByRole('link', { name: '116117' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Status des Vermittlungscodes' });
    expect(within(status).getByText('2 von 2 (verbraucht)')).toBeTruthy();
    expect(seen).toEqual([CODE]);
    expect(readSession('code')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('expired: Anspruch abgelaufen and the last valid day', async () => {
    const { alert } = await refusedLogin({
      stornierungen: 0,
      verbraucht: false,
      abgelaufen: true,
      naechsteAbsage: 'KEINE_NEUE_BUCHUNG',
    });
    await within(alert).findByText(
      'Ihr Vermittlungscode war bis 17.02.2027 gültig und ist abgelaufen.',
    );
    expect(within(alert).getByRole('listitem').textContent).toBe('Anspruch abgelaufen');
  });

  it('SURGERY asks no status: the §8 text alone', async () => {
    const { alert, api } = await refusedLogin({}, 'SURGERY');
    await waitFor(() => expect(alert.textContent).toContain('Anspruch abgelaufen'));
    expect(api.codeStatus).not.toHaveBeenCalled();
    expect(alert.textContent).not.toContain('verbraucht');
  });
});
