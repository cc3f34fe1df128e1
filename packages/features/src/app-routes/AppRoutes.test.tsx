import { ROUTES } from '@terminservice/domain/search';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { AppRoutes, DEV_PATH } from './AppRoutes.tsx';

// The pages themselves have their own tests; here each is a stub that names itself.
vi.mock('./lazy-pages.ts', () => {
  const stub = (name: string) => () => <h1>{name}</h1>;
  return {
    IdentityCheckPage: stub('Identitätsprüfung'),
    ManagementPage: stub('Verwaltung'),
    SearchPage: stub('Suche'),
    DetailsPage: stub('Details'),
    TssDetailsPage: stub('TSS-Details'),
    BookingVerificationPage: stub('Buchungsbestätigung'),
    EmailVerificationPage: stub('E-Mail-Bestätigung'),
    ContactPage: stub('Kontakt'),
    StaticPage: ({ page }: { page: string }) => <h1>{`Statisch: ${page}`}</h1>,
    DevScreen: stub('Entwicklung'),
  };
});

const heading = () => screen.findByRole('heading', { level: 1 });
const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;
const start = <h1>Start</h1>;

describe('the shared route table (§2 "Route table")', () => {
  it.each([
    [ROUTES.base, 'Start'],
    [ROUTES.verification, 'Identitätsprüfung'],
    [ROUTES.booking, 'Verwaltung'],
    [`${ROUTES.search}/ABCDEFGHKLMN/10115`, 'Suche'],
    [ROUTES.details, 'Details'],
    [`${ROUTES.details}/ABCD`, 'Details'],
    [ROUTES.tssDetails, 'TSS-Details'],
    [ROUTES.bookingVerification, 'Buchungsbestätigung'],
    [`${ROUTES.bookingVerification}/ABCD`, 'Buchungsbestätigung'],
    [ROUTES.emailVerification, 'E-Mail-Bestätigung'],
    [`${ROUTES.emailVerification}/ok`, 'E-Mail-Bestätigung'],
    [ROUTES.contact, 'Kontakt'],
    [ROUTES.faq, 'Statisch: faq'],
    [ROUTES.imprint, 'Statisch: imprint'],
    [ROUTES.privacy, 'Statisch: privacy'],
    [ROUTES.accessibility, 'Statisch: accessibility'],
    [DEV_PATH, 'Entwicklung'],
  ])('%s shows %s', async (path, name) => {
    renderInApp(<AppRoutes start={start} />, { path });
    expect((await heading()).textContent).toBe(name);
  });

  it('an unknown path redirects to base', async () => {
    renderInApp(<AppRoutes start={start} />, { path: '/terminservice/gibt-es-nicht' });
    expect((await heading()).textContent).toBe('Start');
    expect(address()).toBe(ROUTES.base);
  });

  it('a page the app leaves out redirects to base like an unknown path', async () => {
    renderInApp(<AppRoutes start={start} without={['identityCheck', 'tssDetails']} />, {
      path: ROUTES.verification,
    });
    expect((await heading()).textContent).toBe('Start');
    expect(address()).toBe(ROUTES.base);
  });

  it('leaving out the identity check keeps tssDetails', async () => {
    renderInApp(<AppRoutes start={start} without={['identityCheck']} />, {
      path: ROUTES.tssDetails,
    });
    expect((await heading()).textContent).toBe('TSS-Details');
  });

  it("shows the app's own routes and the content above the routes", async () => {
    renderInApp(
      <AppRoutes
        start={start}
        beforeRoutes={<p>Hinweis oben</p>}
        extraRoutes={<Route path="/terminservice/extra" element={<h1>Extra</h1>} />}
      />,
      { path: '/terminservice/extra' },
    );
    expect((await heading()).textContent).toBe('Extra');
    expect(screen.getByText('Hinweis oben')).toBeTruthy();
  });

  it('renders inside the app shell (header with the main menu)', async () => {
    renderInApp(<AppRoutes start={start} />);
    await heading();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
  });
});
