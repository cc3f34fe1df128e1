// The keyboard and focus of the three code boxes (§2 login "Ja", §5): typing upper-cases and
// advances, pasting a code splits it into the boxes, Backspace and the arrows cross boxes.
import {
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CODE_GROUP_LENGTH, CODE_LENGTH } from '@terminservice/domain/limits';
import { normaliseCode, splitCode, type CodeGroups } from '@terminservice/domain/vermittlungscode';
import { focusBox, GROUP_INDEXES, writeFrom, type GroupIndex } from './code-boxes.ts';

/** The boxes' elements; focus asked for during an event moves once React has rendered the text. */
function useBoxFocus() {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    focusBox(boxes.current[pendingFocus.current], 'end');
    pendingFocus.current = null;
  });
  return {
    register: (index: GroupIndex) => (element: HTMLInputElement | null) => {
      boxes.current[index] = element;
    },
    focusAfterRender: (index: number) => {
      pendingFocus.current = index;
    },
    focusNow: (index: GroupIndex, caret: 'start' | 'end') => focusBox(boxes.current[index], caret),
  };
}

/** The three groups; a value from outside that differs from them replaces them. */
function useGroups(value: string, onChange: (code: string) => void) {
  const [groups, setGroups] = useState<CodeGroups>(() => splitCode(value));
  // Controlled: React's "adjusting state when a prop changes".
  if (normaliseCode(value).slice(0, CODE_LENGTH) !== groups.join('')) {
    setGroups(splitCode(value));
  }
  const commit = (next: CodeGroups) => {
    setGroups(next);
    onChange(next.join(''));
  };
  return [groups, commit] as const;
}

export interface CodeBoxesOptions {
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly onBlur?: (() => void) | undefined;
  readonly readOnly?: boolean | undefined;
}

export function useCodeBoxes({ value, onChange, onBlur, readOnly }: CodeBoxesOptions) {
  const [groups, commit] = useGroups(value, onChange);
  const focus = useBoxFocus();
  const group = useRef<HTMLFieldSetElement>(null);

  const handleChange = (index: GroupIndex, input: HTMLInputElement) => {
    const typed = normaliseCode(input.value);
    const room = (GROUP_INDEXES.length - index) * CODE_GROUP_LENGTH;
    const caretAtEnd = (input.selectionStart ?? input.value.length) >= input.value.length;
    commit(writeFrom(groups, index, typed.slice(0, room)));
    // Auto-advance: typing past the end of a full box continues in the next one.
    if (caretAtEnd && typed.length >= CODE_GROUP_LENGTH && index < 2) {
      focus.focusAfterRender(Math.min(2, index + Math.floor(typed.length / CODE_GROUP_LENGTH)));
    }
  };

  // §5 "pasting splits into groups of 4": a whole code goes into all three boxes, wherever it is
  // pasted; a part longer than one box fills the boxes from here on.
  const handlePaste = (index: GroupIndex, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = normaliseCode(event.clipboardData.getData('text'));
    if (readOnly || pasted.length <= CODE_GROUP_LENGTH) return;
    event.preventDefault();
    const next =
      pasted.length >= CODE_LENGTH ? splitCode(pasted) : writeFrom(groups, index, pasted);
    commit(next);
    const lastFilled = next.reduce((last, group, position) => (group ? position : last), 0);
    focus.focusAfterRender(lastFilled);
  };

  const handleKeyDown = (index: GroupIndex, event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    const atStart = box.selectionStart === 0 && box.selectionEnd === 0;
    const atEnd = box.selectionStart === box.value.length;
    const previous = GROUP_INDEXES[index - 1];
    const following = GROUP_INDEXES[index + 1];
    if (event.key === 'Backspace' && atStart && previous !== undefined && !readOnly) {
      // Backspace in front of a box deletes the last character of the box before.
      event.preventDefault();
      const next: [string, string, string] = [...groups];
      next[previous] = next[previous].slice(0, -1);
      commit(next);
      focus.focusAfterRender(previous);
    } else if (event.key === 'ArrowLeft' && atStart && previous !== undefined) {
      event.preventDefault();
      focus.focusNow(previous, 'end');
    } else if (event.key === 'ArrowRight' && atEnd && following !== undefined) {
      event.preventDefault();
      focus.focusNow(following, 'start');
    }
  };

  // "Touched": focus left all three boxes, not moved between them.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && group.current?.contains(next))) onBlur?.();
  };

  return {
    groups,
    group,
    register: focus.register,
    handleChange,
    handlePaste,
    handleKeyDown,
    handleBlur,
  };
}
