// The cheap scans before any parser (routes/fhir/format/xml-scan.ts, http/body-depth.ts): DTDs and
// entities refused (FH025), nesting past MAX_BODY_DEPTH refused (FH026) in JSON and XML, malformed
// XML refused (FH012) — each in well under 20 ms for a 1 MiB body (issue #22, finding 3.2).
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/errors.ts';
import { jsonTooDeep, MAX_BODY_DEPTH } from '../../src/http/body-depth.ts';
import { resourceFromXml } from '../../src/routes/fhir/format/xml.ts';
import { scanXml } from '../../src/routes/fhir/format/xml-scan.ts';

const NS = 'xmlns="http://hl7.org/fhir"';

function codeOf(text: string): string | null {
  try {
    scanXml(text);
    return null;
  } catch (error) {
    if (error instanceof ServiceError) return error.items[0]!.code;
    throw error;
  }
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<Slot ${NS}><comment value="&lol9;"/></Slot>`;

describe('DTDs and entities (FH025)', () => {
  it('refuses billion laughs, external entities, a DOCTYPE and unknown entity references', () => {
    expect(codeOf(BILLION_LAUGHS)).toBe('FH025');
    const external = (uri: string) =>
      `<?xml version="1.0"?><!DOCTYPE Slot [<!ENTITY x SYSTEM "${uri}">]><Slot ${NS}><comment value="&x;"/></Slot>`;
    expect(codeOf(external('file:///etc/passwd'))).toBe('FH025');
    expect(codeOf(external('http://127.0.0.1:9/evil.dtd'))).toBe('FH025');
    expect(codeOf(`<!DOCTYPE Slot><Slot ${NS}/>`)).toBe('FH025');
    expect(codeOf(`<!DOCTYPE Slot SYSTEM "http://127.0.0.1:9/x.dtd"><Slot ${NS}/>`)).toBe('FH025');
    // A DTD inside the root, an entity used without a declaration, in text or an attribute.
    expect(codeOf(`<Slot ${NS}><!ENTITY x "y"></Slot>`)).toBe('FH025');
    expect(codeOf(`<Slot ${NS}><comment value="&x;"/></Slot>`)).toBe('FH025');
    expect(codeOf(`<Slot ${NS}>&lol;</Slot>`)).toBe('FH025');
    expect(codeOf(`<Slot ${NS}><comment value="a & b"/></Slot>`)).toBe('FH025');
  });

  it("lets XML's five entities, character references, comments, CDATA and a declaration through", () => {
    const text = `\uFEFF<?xml version="1.0" encoding="UTF-8"?><!-- Praxis --><Slot ${NS}><comment value="&lt;&gt;&amp;&quot;&apos;&#65;&#x42;"/><![CDATA[ & < ]]></Slot>\n`;
    expect(codeOf(text)).toBeNull();
    expect(resourceFromXml(text)).toEqual({ resourceType: 'Slot', comment: '<>&"\'AB' });
  });
});

describe('well-formed FHIR XML (FH012)', () => {
  it.each([
    ['no namespace', '<Slot><status value="free"/></Slot>'],
    ['another namespace', '<Slot xmlns="urn:x"><status value="free"/></Slot>'],
    ['unclosed', `<Slot ${NS}><status value="free"/>`],
    ['crossed tags', `<Slot ${NS}><a><b></a></b></Slot>`],
    ['two roots', `<Slot ${NS}/><Slot ${NS}/>`],
    ['text outside', `<Slot ${NS}/>hallo`],
    ['unquoted attribute', `<Slot ${NS}><status value=free/></Slot>`],
    ['< in an attribute', `<Slot ${NS}><status value="<"/></Slot>`],
    ['empty', ''],
    ['not XML', '{"resourceType":"Slot"}'],
  ])('%s', (_name, text) => {
    expect(codeOf(text)).toBe('FH012');
  });

  it('refuses what the library cannot type: an unknown resource, a boolean that is none', () => {
    expect(() => resourceFromXml(`<Patientin ${NS}/>`)).toThrow(/FH012/);
    expect(() => resourceFromXml(`<Slot ${NS}><overbooked value="ja"/></Slot>`)).toThrow(/FH012/);
  });
});

describe('depth (FH026) and its cost', () => {
  const nestedXml = (depth: number) =>
    `<Bundle ${NS}>${'<entry>'.repeat(depth - 1)}${'</entry>'.repeat(depth - 1)}</Bundle>`;

  it(`refuses XML deeper than ${MAX_BODY_DEPTH} and lets ${MAX_BODY_DEPTH} through`, () => {
    expect(codeOf(nestedXml(MAX_BODY_DEPTH))).toBeNull();
    expect(codeOf(nestedXml(MAX_BODY_DEPTH + 1))).toBe('FH026');
  });

  it('counts JSON brackets outside strings only', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(jsonTooDeep(nested(MAX_BODY_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_BODY_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ a: '['.repeat(1000), b: '\\"[[[[' }))).toBe(false);
    expect(jsonTooDeep(`{"a":"\\"${'['.repeat(100)}"}`)).toBe(false);
  });

  // Correctness only: how fast the scans are is a figure of pnpm bench and the flood test
  // (flood-isolation.test.ts), not a timed assertion on a shared machine.
  it('refuses 1 MiB bodies of nesting, and reads 1 MiB of flat text to the end', () => {
    const mib = 1024 * 1024;
    expect(jsonTooDeep('['.repeat(mib))).toBe(true);
    expect(codeOf(`<Bundle ${NS}>${'<entry>'.repeat(mib / 7)}`)).toBe('FH026');
    expect(jsonTooDeep(`[${'"a[",'.repeat(mib / 5)}0]`)).toBe(false);
    expect(codeOf(`<Bundle ${NS}>${'<id value="a&amp;"/>'.repeat(mib / 20)}</Bundle>`)).toBeNull();
  });
});
