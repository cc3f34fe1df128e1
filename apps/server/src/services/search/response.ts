// The search answer in the shape of §3 "Search response" (SearchResponse in the domain): slots by
// section, then date, practice and appointment profile; praxen and terminprofile by id.
import {
  BUCHUNGSBEFUGNISSE,
  DEFAULT_TERMINTYP,
  RESULT_SECTIONS,
  TERMINTYPEN,
  type Buchungsbefugnis,
  type Praxis,
  type ResultSection,
  type SearchRequestInfo,
  type SearchResponse,
  type SearchSlot,
  type SlotsByDate,
  type Terminprofil,
  type Termintyp,
} from '@terminservice/domain/api';
import { roundKm } from '@terminservice/domain/geo';
import { praxisOf } from '../kernel/practice-row.ts';
import type { FoundPractice, ProfileJson, SlotJson } from './sql.ts';

export interface ResponseOptions {
  /** §6 "result sections … are skipped for TSS": everything goes to default. */
  readonly mergeSections: boolean;
  /** §6 "Free-text search … skipped for TSS". */
  readonly freiTextSuche: boolean;
  /** The cap per practice, section and appointment type the query used (see incompleteDays). */
  readonly slotsPerGroup: number;
}

function isSection(value: string): value is ResultSection {
  return (RESULT_SECTIONS as readonly string[]).includes(value);
}

function isTermintyp(value: string): value is Termintyp {
  return (TERMINTYPEN as readonly string[]).includes(value);
}

function isBefugnis(value: string): value is Buchungsbefugnis {
  return (BUCHUNGSBEFUGNISSE as readonly string[]).includes(value);
}

/**
 * A practice's slots were read earliest first up to the cap per section and appointment type. Where
 * a group reached the cap, its last date may be cut short: that date is dropped from the group so
 * that every date shown is complete (the UI offers '{n} weitere anzeigen' for all of a day) —
 * unless it is the group's only date. Returns the dropped date per group key.
 */
export function incompleteDays(slots: readonly SlotJson[], cap: number): Map<string, string> {
  const groups = new Map<string, SlotJson[]>();
  for (const slot of slots) {
    const key = groupKey(slot);
    const list = groups.get(key);
    if (list) list.push(slot);
    else groups.set(key, [slot]);
  }
  const dropped = new Map<string, string>();
  for (const [key, list] of groups) {
    const first = list[0]?.datum;
    const last = list.at(-1)?.datum;
    if (list.length >= cap && last !== undefined && last !== first) dropped.set(key, last);
  }
  return dropped;
}

function groupKey(slot: SlotJson): string {
  return `${slot.abschnitt}|${slot.termintyp}`;
}

function toSearchSlot(slot: SlotJson, praxisId: string): SearchSlot {
  // §3: termintyp is absent for the default (PRAESENZTERMIN).
  const termintyp =
    isTermintyp(slot.termintyp) && slot.termintyp !== DEFAULT_TERMINTYP
      ? slot.termintyp
      : undefined;
  return {
    id: String(slot.id),
    begin: slot.uhrzeit,
    praxisId,
    ...(termintyp ? { termintyp } : {}),
    buchungsbefugnisse: slot.befugnisse.filter(isBefugnis),
  };
}

function toTerminprofil(profile: ProfileJson): Terminprofil {
  return {
    name: profile.name,
    ...(profile.hinweis ? { terminprofilhinweis: profile.hinweis } : {}),
    leistungsmerkmale: profile.leistungsmerkmale,
    qualifikationen: profile.qualifikationen,
    // Issue #22: present only when the profile names them, so older answers keep their shape.
    ...(profile.arzt
      ? {
          arzt: {
            ...(profile.arzt.titel ? { titel: profile.arzt.titel } : {}),
            ...(profile.arzt.vorname ? { vorname: profile.arzt.vorname } : {}),
            nachname: profile.arzt.nachname,
          },
        }
      : {}),
    ...(profile.sprachen.length > 0 ? { sprachen: profile.sprachen } : {}),
  };
}

/**
 * Date → practice → profile → slots. JSON objects keep their insertion order for keys that are not
 * integer-like (practice ids 'P…', profile ids 'P…-T…'): practices in distance order.
 */
type Tree = Map<string, Record<string, Record<string, SearchSlot[]>>>;

function insert(tree: Tree, date: string, praxisId: string, profilId: string, slot: SearchSlot) {
  let byPraxis = tree.get(date);
  if (!byPraxis) tree.set(date, (byPraxis = {}));
  const byProfil = (byPraxis[praxisId] ??= {});
  (byProfil[profilId] ??= []).push(slot);
}

/** Dates ascending; within a date the practices in distance order (their insertion order). */
function toSlotsByDate(tree: Tree): SlotsByDate {
  const out: Record<string, Record<string, Record<string, SearchSlot[]>>> = {};
  for (const date of [...tree.keys()].sort()) out[date] = tree.get(date) ?? {};
  return out;
}

/** Rows (nearest practice first) → the §3 answer. */
export function toSearchResponse(
  rows: readonly FoundPractice[],
  requestInfo: SearchRequestInfo,
  options: ResponseOptions,
): SearchResponse {
  const sections = options.mergeSections ? (['default'] as const) : RESULT_SECTIONS;
  const trees = new Map<ResultSection, Tree>(sections.map((s) => [s, new Map()]));
  const praxen: Record<string, Praxis> = {};
  const terminprofile: Record<string, Terminprofil> = {};

  for (const row of rows) {
    const usedProfiles = new Set<string>();
    // Earliest first across all sections, so every list in the tree stays in time order, also
    // where TSS merges the sections.
    const dropped = incompleteDays(row.slots, options.slotsPerGroup);
    for (const slot of row.slots) {
      if (dropped.get(groupKey(slot)) === slot.datum) continue;
      const section = isSection(slot.abschnitt) ? slot.abschnitt : 'default';
      const tree = trees.get(options.mergeSections ? 'default' : section);
      if (!tree) continue;
      insert(tree, slot.datum, row.id, slot.profil, toSearchSlot(slot, row.id));
      usedProfiles.add(slot.profil);
    }
    if (usedProfiles.size === 0) continue;
    praxen[row.id] = praxisOf(row, {
      kv: row.kv,
      distance: row.distanz === null ? undefined : roundKm(Number(row.distanz)),
    });
    for (const profile of row.profile) {
      if (usedProfiles.has(profile.id)) terminprofile[profile.id] = toTerminprofil(profile);
    }
  }

  const slots: Partial<Record<ResultSection, SlotsByDate>> = {};
  for (const [section, tree] of trees) slots[section] = toSlotsByDate(tree);
  return {
    requestInfo,
    leistungsfilter: {},
    freiTextSuche: options.freiTextSuche,
    slots,
    praxen,
    terminprofile,
  };
}
