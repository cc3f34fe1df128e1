import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterLink } from './RouterLink.tsx';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(link: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/terminservice']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {link}
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it("is a link with the route's address that navigates in the app on a plain click", () => {
    renderAt(
      <RouterLink to="/terminservice/faq" className="x">
        Hilfe
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Hilfe' });
    expect(link.getAttribute('href')).toBe('/terminservice/faq');
    expect(link.className).toBe('x');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/terminservice/faq');
  });

  it('leaves a click with a modifier key to the browser (new tab)', () => {
    renderAt(<RouterLink to="/terminservice/faq">Hilfe</RouterLink>);
    expect(fireEvent.click(screen.getByRole('link'), { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/terminservice');
  });

  it("calls the link's own onClick first; preventing the default there keeps the page", () => {
    const seen: string[] = [];
    renderAt(
      <RouterLink
        to="/terminservice/faq"
        onClick={(event) => {
          seen.push('own');
          event.preventDefault();
        }}
      >
        Hilfe
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(seen).toEqual(['own']);
    expect(screen.getByTestId('where').textContent).toBe('/terminservice');
  });
});
