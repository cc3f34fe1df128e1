// The text work of the code input, apart from React: the three boxes of 4 characters, the dashed
// form of the single field and where the caret goes. Normalising and splitting are the domain's (§5).
import { CODE_GROUP_LENGTH } from '@terminservice/domain/limits';
import { splitCode, type CodeGroups } from '@terminservice/domain/vermittlungscode';
import { GERMAN_UI_TEXTS } from '../texts/UiTexts.tsx';

/** The boxes' German labels (the ui texts' default; a UiTextsProvider gives another language's). */
export const GROUP_LABELS = GERMAN_UI_TEXTS.codeGroups;
export const GROUP_INDEXES = [0, 1, 2] as const;
export type GroupIndex = (typeof GROUP_INDEXES)[number];

/** §5 "input upper-cased with dashes every 4 characters": 'ABCDEF' → 'ABCD-EF'. */
export function withDashes(code: string): string {
  return splitCode(code).filter(Boolean).join('-');
}

/** Writes `text` into the boxes from `start` on, 4 characters a box; the rest of the code stays. */
export function writeFrom(groups: CodeGroups, start: GroupIndex, text: string): CodeGroups {
  const next: [string, string, string] = [...groups];
  let rest = text;
  for (let index = start; index < next.length && rest !== ''; index++) {
    next[index] = rest.slice(0, CODE_GROUP_LENGTH);
    rest = rest.slice(CODE_GROUP_LENGTH);
  }
  return next;
}

/** The position in the dashed text behind the first `characters` code characters. */
export function positionAfter(formatted: string, characters: number): number {
  let left = characters;
  let position = 0;
  while (position < formatted.length && left > 0) {
    if (formatted[position] !== '-') left--;
    position++;
  }
  return position;
}

export function focusBox(box: HTMLInputElement | null | undefined, caret: 'start' | 'end') {
  if (!box) return;
  box.focus();
  const position = caret === 'start' ? 0 : box.value.length;
  box.setSelectionRange(position, position);
}
