import { describe, expect, it } from 'vitest';
import type { QualificationsResponse } from '../api/responses.ts';
import {
  buildPickerGroups,
  filterPickerGroups,
  isGroupSelected,
  pickerSections,
  toggleGroup,
  toggleKey,
} from './picker.ts';

const response: QualificationsResponse = {
  w: {
    Augenheilkunde: { Augenheilkunde: ['W030'] },
    'Kinder- und Jugendmedizin': {
      Kinderarzt: ['A002'],
      'U-Untersuchungen': ['L001'],
      Neuropädiatrie: ['W102', 'W103'],
    },
  },
  z: { Z001: 'Akupunktur' },
  g: { G001: 'Schlafapnoe' },
};

describe('qualification picker groups (§2, §3)', () => {
  it('makes one group per w group and one item per subgroup with comma-joined keys', () => {
    const groups = buildPickerGroups(response, { withExtras: false });
    expect(groups.map((g) => g.name)).toEqual(['Augenheilkunde', 'Kinder- und Jugendmedizin']);
    expect(groups[1]?.items).toContainEqual({ name: 'Neuropädiatrie', key: 'W102,W103' });
    expect(groups.every((g) => g.section === 'arztgruppen' && !g.hidden)).toBe(true);
  });

  it('adds Zusatzqualifikationen and Bundeseinheitliche Genehmigungen only with extras (§6)', () => {
    const groups = buildPickerGroups(response, { withExtras: true });
    expect(groups.slice(2).map((g) => [g.name, g.items])).toEqual([
      ['Zusatzqualifikationen', [{ name: 'Akupunktur', key: 'Z001' }]],
      ['Bundeseinheitliche Genehmigungen', [{ name: 'Schlafapnoe', key: 'G001' }]],
    ]);
  });

  it('leaves out empty extra groups', () => {
    const groups = buildPickerGroups({ ...response, z: {}, g: {} }, { withExtras: true });
    expect(groups).toHaveLength(2);
  });
});

describe('the picker filter (§4 "Qualification modal")', () => {
  const groups = buildPickerGroups(response, { withExtras: false });

  it('shows everything for an empty query', () => {
    expect(filterPickerGroups(groups, '  ', new Set())).toEqual(groups);
  });

  it('keeps a whole group whose name matches', () => {
    const [, kinder] = filterPickerGroups(groups, 'jugend', new Set());
    expect(kinder?.hidden).toBe(false);
    expect(kinder?.items).toHaveLength(3);
  });

  it('keeps only matching items, case-insensitively, and hides groups without any', () => {
    const [augen, kinder] = filterPickerGroups(groups, 'U-UNTER', new Set());
    expect(augen?.hidden).toBe(true);
    expect(kinder?.items.map((i) => i.name)).toEqual(['U-Untersuchungen']);
  });

  it('keeps selected items although they do not match', () => {
    const [augen, kinder] = filterPickerGroups(groups, 'neuro', new Set(['W030']));
    expect(augen?.hidden).toBe(false);
    expect(augen?.items.map((i) => i.key)).toEqual(['W030']);
    expect(kinder?.items.map((i) => i.key)).toEqual(['W102,W103']);
  });
});

describe('the picker sections (§2)', () => {
  const groups = buildPickerGroups(response, { withExtras: true });

  it('puts the doctor groups first, then Zusatzqualifikationen, then the approvals', () => {
    expect(pickerSections(groups).map((entry) => entry.section)).toEqual([
      'arztgruppen',
      'zusatzqualifikationen',
      'genehmigungen',
    ]);
  });

  it('shows only visible groups and leaves out sections without any', () => {
    const sections = pickerSections(filterPickerGroups(groups, 'U-UNTER', new Set()));
    expect(sections).toHaveLength(1);
    expect(sections[0]?.groups.map((g) => g.name)).toEqual(['Kinder- und Jugendmedizin']);
  });
});

describe('selecting (§4 "Qualification modal")', () => {
  const kinder = buildPickerGroups(response, { withExtras: false })[1]!;

  it('toggles one key', () => {
    const once = toggleKey(new Set(), 'A002');
    expect([...once]).toEqual(['A002']);
    expect([...toggleKey(once, 'A002')]).toEqual([]);
  });

  it('selects all items of a group, and removes them all when all were selected', () => {
    const some = new Set(['A002', 'W030']);
    const all = toggleGroup(kinder, some);
    expect(isGroupSelected(kinder, all)).toBe(true);
    expect([...all].sort()).toEqual(['A002', 'L001', 'W030', 'W102,W103']);
    const none = toggleGroup(kinder, all);
    expect([...none]).toEqual(['W030']);
    expect(isGroupSelected(kinder, none)).toBe(false);
  });
});
