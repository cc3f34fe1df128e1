// The prerendered shell (ADR 11): the built index.html already holds the shell (skip link, smart
// banner, cookie notice, header, the loading indicator, footer) so that the first paint does not
// wait for JavaScript (issue #6: LCP ≤ 2.0 s). The app then hydrates that HTML: React adopts it
// instead of painting anew, which works only if the first client render equals it. So while
// hydrating, the parts that differ per visitor (cookie notice, smart banner, copyright year, the
// page below the shell) render what the HTML holds, read from #root's data attributes; right after,
// they render from the browser's own state. A shell written in another language than German (WEB,
// issue #25 part 5) is hydrated with that language's translator, loaded first. Without a
// prerendered shell (`pnpm dev`) the app renders as before.
import { parseShellVariantKey, type ShellVariant } from '@terminservice/domain/shell';
import {
  createContext,
  StrictMode,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  FirstTranslatorProvider,
  GERMAN,
  type Translator,
  type TranslatorLoader,
} from '../i18n/index.ts';

/** What a prerendered #root holds. */
export interface ShellSnapshot extends ShellVariant {
  /** The copyright year at build time (§2 "Footer"). */
  readonly year: number;
}

/** #root's attributes that name the prerendered variant. */
export const SHELL_ATTRIBUTES = { variant: 'data-shell', year: 'data-shell-year' } as const;

const SnapshotContext = createContext<ShellSnapshot | null>(null);

/**
 * The top of the app's tree, the same in the browser and in the build's prerender (the same tree
 * is what makes hydration match): StrictMode, the snapshot and the first render's translator.
 */
export function ShellRoot({
  snapshot,
  translator = GERMAN,
  children,
}: {
  readonly snapshot: ShellSnapshot | null;
  readonly translator?: Translator;
  readonly children: ReactNode;
}) {
  return (
    <StrictMode>
      <SnapshotContext.Provider value={snapshot}>
        <FirstTranslatorProvider value={translator}>{children}</FirstTranslatorProvider>
      </SnapshotContext.Provider>
    </StrictMode>
  );
}

const never = () => () => {};

/**
 * The prerendered shell while this component hydrates it (and while the build renders it), else
 * null. React renders with the server snapshot (true) during hydration and re-renders at once
 * with the client's (false), so a component shows what the HTML holds first, then its own state.
 */
export function usePrerenderedShell(): ShellSnapshot | null {
  const snapshot = useContext(SnapshotContext);
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  return hydrating ? snapshot : null;
}

/** The snapshot #root names, or null when it holds no prerendered shell. */
export function readShellSnapshot(root: HTMLElement): ShellSnapshot | null {
  const variant = parseShellVariantKey(root.getAttribute(SHELL_ATTRIBUTES.variant) ?? '');
  const year = Number(root.getAttribute(SHELL_ATTRIBUTES.year));
  if (variant === null || !Number.isInteger(year) || root.firstElementChild === null) return null;
  return { ...variant, year };
}

/** The translator the shell is written in; null when it cannot be had (offline, no loader). */
async function shellTranslator(
  snapshot: ShellSnapshot,
  load: TranslatorLoader | undefined,
): Promise<Translator | null> {
  if (snapshot.locale === 'de') return GERMAN;
  try {
    return load ? await load(snapshot.locale) : null;
  } catch {
    return null;
  }
}

/**
 * Starts the app in #root: hydrates a prerendered shell, or renders into an empty root. `app` is
 * the same element the build prerendered (the app's Root); `loadLanguage` loads the translator of
 * a shell written in another language than German (WEB; the boot loader preloaded it). A shell
 * whose language cannot be loaded is rendered anew, in German.
 */
export async function mountApp(
  container: HTMLElement,
  app: ReactElement,
  loadLanguage?: TranslatorLoader,
): Promise<Root> {
  const snapshot = readShellSnapshot(container);
  const translator = snapshot ? await shellTranslator(snapshot, loadLanguage) : GERMAN;
  if (snapshot && translator) {
    return hydrateRoot(
      container,
      <ShellRoot snapshot={snapshot} translator={translator}>
        {app}
      </ShellRoot>,
    );
  }
  const root = createRoot(container);
  root.render(<ShellRoot snapshot={null}>{app}</ShellRoot>);
  return root;
}
