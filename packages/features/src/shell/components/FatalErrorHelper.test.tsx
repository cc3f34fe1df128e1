import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_MAIL_META } from '@terminservice/domain/errors';
import { FatalErrorHelper } from './FatalErrorHelper.tsx';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const NOW = new Date('2026-03-02T09:15:00Z');

function renderHelper(props: Partial<Parameters<typeof FatalErrorHelper>[0]> = {}) {
  return render(
    <FatalErrorHelper
      title="Fehler"
      message="Interner Fehler im Terminservice."
      report={{
        code: 'ABCD1234EFGH',
        errorText: 'Interner Fehler im Terminservice.',
        errorCode: 'WP001',
        referenceId: 'ref-42',
      }}
      now={() => NOW}
      page="/terminservice/suche"
      userAgent={IPHONE}
      {...props}
    />,
  );
}

function mailBody(href: string): { address: string; subject: string; body: string } {
  const url = new URL(href);
  return {
    address: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  };
}

describe('the fatal error helper (§2 Other pages, §8 WP001)', () => {
  it('shows title, message, error code and reference id', () => {
    renderHelper();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Fehler');
    expect(alert.textContent).toContain('Interner Fehler im Terminservice.');
    expect(alert.textContent).toContain('Fehlercode: WP001 · Referenz-ID: ref-42');
  });

  it("offers no 'Fehlerbericht senden' link without a support address", () => {
    renderHelper();
    expect(screen.queryByRole('link', { name: 'Fehlerbericht senden' })).toBeNull();
  });

  it('shows the optional link', () => {
    renderHelper({ link: { href: '/terminservice', label: 'Zur Startseite' } });
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe(
      '/terminservice',
    );
  });

  it('the mail link carries the §3 report fields in its body', () => {
    renderHelper({ supportMail: 'hilfe@kv.example' });
    const link = screen.getByRole('link', { name: 'Fehlerbericht senden' });
    const { address, subject, body } = mailBody(link.getAttribute('href') ?? '');
    expect(address).toBe('hilfe@kv.example');
    expect(subject).toBe('Fehlerbericht Terminservice');
    expect(body.split('\r\n')).toEqual([
      'Zeitpunkt: 2026-03-02T09:15:00.000Z',
      'Vermittlungscode: ABCD-1234-EFGH',
      'Fehlertext: Interner Fehler im Terminservice.',
      'Fehlercode: WP001',
      'Referenz-ID: ref-42',
      'Aufgerufene Seite: /terminservice/suche',
      'Betriebssystem: iOS 17.4',
      'Browser: Safari',
      'Browser-Version: 17.4',
    ]);
  });

  it('marks missing fields and names only the path of the page, never its query', () => {
    window.history.pushState({}, '', '/terminservice/identitaet?token=geheim');
    render(
      <FatalErrorHelper
        message="Fehler"
        supportMail="hilfe@kv.example"
        report={{ errorCode: 'WP001' }}
        now={() => NOW}
        userAgent={IPHONE}
      />,
    );
    const link = screen.getByRole('link', { name: 'Fehlerbericht senden' });
    const { body } = mailBody(link.getAttribute('href') ?? '');
    expect(body).toContain('Vermittlungscode: –');
    expect(body).toContain('Referenz-ID: –');
    expect(body).toContain('Aufgerufene Seite: /terminservice/identitaet\r\n');
    expect(body).not.toContain('geheim');
    window.history.pushState({}, '', '/');
  });

  it('takes the support address the server wrote into the page (SUPPORT_MAIL_TO)', () => {
    const meta = document.createElement('meta');
    meta.name = SUPPORT_MAIL_META;
    meta.content = 'support@kv.example.org';
    document.head.append(meta);
    try {
      renderHelper();
      const link = screen.getByRole('link', { name: 'Fehlerbericht senden' });
      expect(mailBody(link.getAttribute('href') ?? '').address).toBe('support@kv.example.org');
    } finally {
      meta.remove();
    }
  });
});
