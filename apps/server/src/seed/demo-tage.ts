// The demo slots (seed/demo.ts): a profile's weekly blocks, and the slots of one practice on one day
// from (seed, practice, day) alone, so the first seed and every top-up plan a day alike.
import { berlinZeitpunkt, istFeiertag, plusTage, type Tag } from './berlin-zeit.ts';
import type { Fachgebiet } from './fachgebiete.ts';
import { createRng, type Rng } from './random.ts';
import { type PraxisVorlage, type Spalten, type WochenBlock } from './demo-typen.ts';

/** Share of a block's slots already taken by other patients (guaranteed blocks: 0.2). */
const BELEGT = 0.3;

/** A profile's weekly online blocks on distinct weekday half-days, 1.5 hours at most (3 for psychotherapy). */
export function wochenplan(
  rng: Rng,
  f: Fachgebiet,
  takt: number,
  video: boolean,
  garantie: boolean,
): WochenBlock[] {
  const halbtage: [number, 'vm' | 'nm'][] = [];
  for (let wt = 1; wt <= 5; wt++) halbtage.push([wt, 'vm'], [wt, 'nm']);
  const samstag = !f.psychotherapie && rng.chance(0.05);
  const psych = f.psychotherapie || takt >= 25;
  const schritt = psych ? (takt >= 50 ? 60 : 30) : takt;
  const bloecke: WochenBlock[] = [];
  const block = (
    [wochentag, halbtag]: [number, 'vm' | 'nm'],
    termintyp: WochenBlock['termintyp'],
    befugnisse: string,
    garantiert: boolean,
  ) => {
    const anzahl = psych ? rng.int(2, takt >= 50 ? 3 : 4) : rng.int(2, Math.floor(90 / schritt));
    const start = halbtag === 'vm' ? 450 + 15 * rng.int(0, 10) : 810 + 15 * rng.int(0, 12);
    bloecke.push({
      wochentag,
      start,
      anzahl,
      takt: schritt,
      dauer: takt,
      termintyp,
      befugnisse,
      freigegeben: !garantiert && rng.chance(0.08),
      garantiert,
    });
  };
  const befugnis = () =>
    rng.weighted([
      ['PATIENT', 45],
      ['PATIENT,TSS', 35],
      ['TSS', 20],
    ] as const);
  if (garantie) {
    // In-person and video each on three weekdays: at most two weekdays are closed throughout any
    // 14 days (Christmas to New Year), so every 14-day window keeps an open day for both.
    const [t1, t2, t3, t4, t5] = rng.sample([1, 2, 3, 4, 5], 5) as [
      number,
      number,
      number,
      number,
      number,
    ];
    block([t1, 'vm'], 'PRAESENZTERMIN', 'PATIENT,TSS', true);
    block([t2, 'nm'], 'PRAESENZTERMIN', 'PATIENT', true);
    block([t3, 'vm'], 'PRAESENZTERMIN', 'PATIENT', true);
    block([t4, 'nm'], 'VIDEOSPRECHSTUNDE', 'PATIENT', true);
    block([t5, 'vm'], 'VIDEOSPRECHSTUNDE', 'PATIENT,TSS', true);
    block([t1, 'nm'], 'VIDEOSPRECHSTUNDE', 'PATIENT', true);
    block([t2, 'vm'], 'PRAESENZTERMIN', 'TSS', false);
    return bloecke;
  }
  const frei = rng.sample(halbtage, 3);
  const anzahl = rng.weighted([
    [1, 6],
    [2, 3],
    [3, 1],
  ] as const);
  for (const halbtag of frei.slice(0, anzahl)) {
    block(
      halbtag,
      video && rng.chance(f.psychotherapie ? 0.5 : 0.35) ? 'VIDEOSPRECHSTUNDE' : 'PRAESENZTERMIN',
      befugnis(),
      false,
    );
  }
  if (samstag) block([6, 'vm'], 'PRAESENZTERMIN', befugnis(), false);
  return bloecke;
}

/**
 * Holidays: in 4 % of the weeks a practice starts one or two weeks off (about one week in
 * eighteen). Decided per practice and calendar week, so the same whenever the week is planned.
 */
function imUrlaub(seed: string, praxisId: string, tag: Tag): boolean {
  const urlaubAb = (montag: Tag) => {
    const rng = createRng(`${seed}/urlaub/${praxisId}/${montag.iso}`);
    return rng.chance(0.04) ? rng.int(1, 2) : 0;
  };
  const montag = plusTage(tag, 1 - tag.wochentag);
  return urlaubAb(montag) > 0 || urlaubAb(plusTage(montag, -7)) === 2;
}

/**
 * The slots of one practice on one day — the only slot generator, used by the first seed and the
 * top-up alike. Its randomness comes from (seed, practice, day) and the practice's weekly plan
 * alone, so a day comes out the same whenever it is planned; `jetzt` only leaves out slots that
 * have begun (today's). Bit i of a block's `luecken` marks slot i as not offered.
 */
export function planeTag(
  seed: string,
  praxis: PraxisVorlage,
  tag: Tag,
  jetzt: number,
  s: Spalten,
): void {
  if (!praxis.wochentage.has(tag.wochentag) || istFeiertag(tag)) return;
  const rng = createRng(`${seed}/tag/${praxis.id}/${tag.iso}`);
  const urlaub = imUrlaub(seed, praxis.id, tag);
  for (const profil of praxis.profile) {
    for (const b of profil.bloecke) {
      if (b.wochentag !== tag.wochentag) continue;
      // On holiday a colleague keeps the guaranteed blocks.
      if (!b.garantiert && (urlaub || !rng.chance(profil.wochenAnteil))) continue;
      const alle = (1 << b.anzahl) - 1;
      let vergeben = 0;
      for (let i = 0; i < b.anzahl; i++) {
        if (rng.chance(b.garantiert ? 0.2 : BELEGT)) vergeben |= 1 << i;
      }
      // A guaranteed block keeps at least its last slot free.
      if (b.garantiert && vergeben === alle) vergeben &= ~(1 << (b.anzahl - 1));
      const abschnitt = b.freigegeben
        ? 'freeToUseForPraxis'
        : !b.garantiert && profil.spaeter && rng.chance(0.6)
          ? 'additional'
          : 'default';
      // Drawn above whatever the time: a slot that has begun is left out without changing the rest.
      const beginn = berlinZeitpunkt(tag, b.start);
      let luecken = vergeben;
      for (let i = 0; i < b.anzahl; i++) {
        if (beginn + i * b.takt * 60_000 <= jetzt) luecken |= 1 << i;
      }
      if (luecken === alle) continue;
      s.bloecke.praxis.push(praxis.id);
      s.bloecke.profil.push(profil.id);
      s.bloecke.beginn.push(new Date(beginn).toISOString());
      s.bloecke.anzahl.push(b.anzahl);
      s.bloecke.takt.push(b.takt);
      s.bloecke.dauer.push(b.dauer);
      s.bloecke.typ.push(b.termintyp);
      s.bloecke.befugnisse.push(b.befugnisse);
      s.bloecke.abschnitt.push(abschnitt);
      s.bloecke.luecken.push(luecken);
    }
  }
}
