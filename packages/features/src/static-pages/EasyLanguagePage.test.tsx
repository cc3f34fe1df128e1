// Issue #23 part 2: the pages in Leichte Sprache, rendered from the very markdown file WEB serves.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EASY_LANGUAGE_PATH } from '@terminservice/domain/search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { STATIC_PAGES_URL } from './pages.ts';
import { StaticPage } from './StaticPage.tsx';

// The tests run in packages/features (jsdom gives import.meta.url no file scheme).
const FILE = resolve(process.cwd(), '../../content/static-pages/page-leichte-sprache.md');
const MARKDOWN = readFileSync(FILE, 'utf8');

function serve() {
  return vi.fn(async (url: string | URL | Request) =>
    String(url) === `${STATIC_PAGES_URL}page-leichte-sprache.md`
      ? new Response(MARKDOWN, { status: 200, headers: { 'content-type': 'text/markdown' } })
      : new Response('nicht gefunden', { status: 404 }),
  );
}

async function openPage() {
  const fetch = serve();
  const view = renderInApp(<StaticPage page="easyLanguage" fetch={fetch} />, {
    path: EASY_LANGUAGE_PATH,
  });
  await screen.findByRole('heading', { level: 1, name: 'Termin-Service in Leichter Sprache' });
  return { ...view, fetch };
}

describe('the pages in Leichte Sprache (issue #23 part 2)', () => {
  it('explain the service, the code, booking, cancelling and the Terminalarm, in German', async () => {
    const { container, fetch } = await openPage();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Leichte Sprache – Terminservice');
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('de');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Was ist der Termin-Service?',
      'Was ist ein Vermittlungs-Code?',
      'Wie buche ich einen Termin?',
      'Wie sage ich einen Termin ab?',
      'Es gibt keinen freien Termin. Was kann ich tun?',
      'Hier bekommen Sie Hilfe',
    ]);
  });

  it('say what our product does: 12 characters, used up after 2 cancellations, the hotline', async () => {
    const { container } = await openPage();
    const text = container.textContent ?? '';
    expect(text).toContain('Er hat 12 Zeichen.');
    expect(text).toContain('Nach der 2. Absage ist der Code verbraucht.');
    expect(text).toContain('Sie haben dafür 30 Minuten Zeit.');
    expect(text).toContain('Der Termin-Alarm sucht 28 Tage lang.');
    expect(text).toMatch(/116 117/);
  });

  it('put each sentence on a line of its own', async () => {
    const { container } = await openPage();
    const first = container.querySelector('.ts-markdown p');
    expect(first?.innerHTML).toBe(
      'Hier erklären wir den Termin-Service.<br>Die Erklärung ist in Leichter Sprache.',
    );
    expect(container.querySelector('.ts-static-page--easy')).not.toBeNull();
  });

  it("the list of contents moves the focus to the section's heading", async () => {
    await openPage();
    const contents = screen.getAllByRole('list')[0]!;
    await userEvent.click(
      within(contents).getByRole('link', { name: 'Wie sage ich einen Termin ab?' }),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Wie sage ich einen Termin ab?' }),
    );
  });
});
