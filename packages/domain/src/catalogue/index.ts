// A reader of the patient app's translated catalogues (gettext .po, written by Lingui; ADR 39). Pure
// text in, entries out: the features' completeness test and the e2e journeys in other languages
// (harness/e2e/support/catalogue.ts) read the same files with it. id →
// translation. Lingui writes one `msgid "…"` / `msgstr "…"` pair per message (ids are explicit),
// a long string continued on the following lines.
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      const value = JSON.parse(start[2]!) as string;
      if (field === 'msgid') id = value;
      else str = value;
    } else if (line.startsWith('"') && field !== null) {
      const value = JSON.parse(line) as string;
      if (field === 'msgid') id += value;
      else str += value;
    } else if (line.trim() === '') {
      field = null;
    }
  }
  flush();
  return entries;
}

/** The ICU arguments of a message ('{length}', '{count, plural, …}'), sorted. */
export function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!).sort();
}
