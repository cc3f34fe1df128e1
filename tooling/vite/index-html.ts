// The index.html every browser app shares; each app gives only its title and description. Vite
// still needs an index.html file per app as its entry: that file is a stub, replaced by this page
// before Vite processes it (order 'pre'), so `/src/main.tsx` is bundled as before.

export interface AppHtml {
  /** The document title before the app sets the page's own (shell useDocumentTitle). */
  readonly title: string;
  readonly description: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function indexHtml({ title, description }: AppHtml): string {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b3f99" />
    <meta
      name="description"
      content="${escape(description)}"
    />
    <title>${escape(title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <noscript>
      <p>
        Der Terminservice braucht JavaScript. Bitte aktivieren Sie JavaScript in Ihrem Browser.
        Termine können Sie auch telefonisch unter der Rufnummer 116117 vereinbaren.
      </p>
    </noscript>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

/** A Vite plugin (plain object: this folder has no 'vite' to import types from). */
export function indexHtmlPlugin(page: AppHtml) {
  return {
    name: 'terminservice-index-html',
    transformIndexHtml: { order: 'pre' as const, handler: () => indexHtml(page) },
  };
}
