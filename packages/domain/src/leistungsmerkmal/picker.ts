// The qualification picker modal of §2 and its rules of §4 "Qualification modal": groups built from
// the qualifications response (§3), the search filter, and toggling items and whole groups.
import type { QualificationsResponse } from '../api/responses.ts';
import { QUALIFIKATIONEN_SEPARATOR } from '../search/qualifikationen.ts';

/** §2 group labels, verbatim. */
export const PICKER_GROUP_LABELS = {
  arztgruppen: 'weitere Arztgruppen',
  genehmigungen: 'Bundeseinheitliche Genehmigungen',
  zusatzqualifikationen: 'Zusatzqualifikationen',
} as const;

export type PickerSection = keyof typeof PICKER_GROUP_LABELS;

/** §2: the sections of the picker in the order shown, doctor groups first. */
export const PICKER_SECTIONS: readonly PickerSection[] = [
  'arztgruppen',
  'zusatzqualifikationen',
  'genehmigungen',
];

/** §3 "item: name, key (comma-joined key)". */
export interface PickerItem {
  readonly name: string;
  readonly key: string;
}

/** §3 "Picker group: name, items, hidden"; `section` says which label of §2 it sits under. */
export interface PickerGroup {
  readonly name: string;
  readonly section: PickerSection;
  readonly items: readonly PickerItem[];
  readonly hidden: boolean;
}

/**
 * §3: w groups (group → subgroup → keys) become one group each with one item per subgroup (its
 * keys comma-joined); z and g become one group each. Extras only when `withExtras` (§6: TSS and
 * SURGERY); empty groups are left out.
 */
export function buildPickerGroups(
  response: QualificationsResponse,
  { withExtras }: { readonly withExtras: boolean },
): PickerGroup[] {
  const groups: PickerGroup[] = Object.entries(response.w).map(([name, subgroups]) => ({
    name,
    section: 'arztgruppen',
    hidden: false,
    items: Object.entries(subgroups).map(([itemName, keys]) => ({
      name: itemName,
      key: keys.join(QUALIFIKATIONEN_SEPARATOR),
    })),
  }));
  if (withExtras) {
    const extra = (
      section: 'zusatzqualifikationen' | 'genehmigungen',
      entries: Readonly<Record<string, string>>,
    ): PickerGroup => ({
      name: PICKER_GROUP_LABELS[section],
      section,
      hidden: false,
      items: Object.entries(entries).map(([key, name]) => ({ name, key })),
    });
    groups.push(extra('zusatzqualifikationen', response.z), extra('genehmigungen', response.g));
  }
  return groups.filter((group) => group.items.length > 0);
}

function includesText(name: string, query: string): boolean {
  return name.toLocaleLowerCase('de').includes(query);
}

/**
 * §4: "the filter keeps groups whose name matches, or items whose name matches or that are
 * selected". A group whose name matches keeps all its items; otherwise only the matching or
 * selected items stay, and a group left without items is hidden. An empty query shows everything.
 */
export function filterPickerGroups(
  groups: readonly PickerGroup[],
  query: string,
  selected: ReadonlySet<string>,
): PickerGroup[] {
  const needle = query.trim().toLocaleLowerCase('de');
  if (needle === '') return groups.map((group) => ({ ...group, hidden: false }));
  return groups.map((group) => {
    if (includesText(group.name, needle)) return { ...group, hidden: false };
    const items = group.items.filter(
      (item) => includesText(item.name, needle) || selected.has(item.key),
    );
    return { ...group, items, hidden: items.length === 0 };
  });
}

/** §4: "toggling an item adds or removes its key". */
export function toggleKey(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Whether every item of the group is selected ('alle auswählen' is ticked). */
export function isGroupSelected(group: PickerGroup, selected: ReadonlySet<string>): boolean {
  return group.items.length > 0 && group.items.every((item) => selected.has(item.key));
}

/**
 * §4: "selecting a group header toggles all its items": all selected → all removed; otherwise all
 * added.
 */
export function toggleGroup(group: PickerGroup, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const all = isGroupSelected(group, selected);
  for (const item of group.items) {
    if (all) next.delete(item.key);
    else next.add(item.key);
  }
  return next;
}

/** The groups a section of the picker shows. */
export interface PickerSectionGroups {
  readonly section: PickerSection;
  readonly groups: readonly PickerGroup[];
}

/**
 * The visible (not hidden) groups under their section, in the order of {@link PICKER_SECTIONS}; a
 * section without a visible group is left out, so an empty result means "no match".
 */
export function pickerSections(groups: readonly PickerGroup[]): PickerSectionGroups[] {
  return PICKER_SECTIONS.map((section) => ({
    section,
    groups: groups.filter((group) => group.section === section && !group.hidden),
  })).filter((entry) => entry.groups.length > 0);
}
