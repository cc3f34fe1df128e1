// The Vermittlungscode input of §2 and §5: three boxes of 4 characters with paste splitting and
// auto-advance, or one field 'XXXX-XXXX-XXXX' for small devices (§2 "Termin verwalten").
// Normalising and splitting are the domain's (§5); this file only handles the keyboard and focus.
import {
  Fragment,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  CODE_GROUP_LENGTH,
  CODE_INPUT_MAX_LENGTH,
  CODE_LENGTH,
} from '@terminservice/domain/limits';
import { normaliseCode, splitCode, type CodeGroups } from '@terminservice/domain/vermittlungscode';
import { classNames } from '../internal/class-names.ts';
import { describedBy, FieldError, FieldHint, useFieldIds } from '../internal/field.tsx';

export interface CodeInputProps {
  /** The code, normalised (upper case, no dashes), at most 12 characters. */
  readonly value: string;
  /** Called with the normalised code (at most 12 characters) on every change. */
  readonly onChange: (code: string) => void;
  /** Called when focus leaves the whole input (not when it moves between the boxes): "touched". */
  readonly onBlur?: () => void;
  /** 'groups': three boxes of 4 (default); 'single': one field 'XXXX-XXXX-XXXX' for phones. */
  readonly variant?: 'groups' | 'single';
  readonly label?: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  /** Id of the first box (or of the single field), for links from an ErrorSummary. */
  readonly id?: string;
  /** Form field name; a hidden input carries the normalised code. */
  readonly name?: string;
  readonly disabled?: boolean;
  /** Locked but readable and focusable, e.g. a generated code in SURGERY mode (§2). */
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly autoFocus?: boolean;
  readonly className?: string;
}

const GROUP_LABELS = ['Zeichen 1 bis 4', 'Zeichen 5 bis 8', 'Zeichen 9 bis 12'] as const;
const GROUP_INDEXES = [0, 1, 2] as const;
type GroupIndex = (typeof GROUP_INDEXES)[number];

/** §5 "input upper-cased with dashes every 4 characters": 'ABCDEF' → 'ABCD-EF'. */
function withDashes(code: string): string {
  return splitCode(code).filter(Boolean).join('-');
}

/** Writes `text` into the boxes from `start` on, 4 characters a box; the rest of the code stays. */
function writeFrom(groups: CodeGroups, start: GroupIndex, text: string): CodeGroups {
  const next: [string, string, string] = [...groups];
  let rest = text;
  for (let index = start; index < next.length && rest !== ''; index++) {
    next[index] = rest.slice(0, CODE_GROUP_LENGTH);
    rest = rest.slice(CODE_GROUP_LENGTH);
  }
  return next;
}

export function CodeInput({ variant = 'groups', ...props }: CodeInputProps) {
  return variant === 'single' ? <SingleCodeInput {...props} /> : <GroupedCodeInput {...props} />;
}

function GroupedCodeInput({
  value,
  onChange,
  onBlur,
  label = 'Vermittlungscode',
  hint,
  error,
  id,
  name,
  disabled,
  readOnly,
  required,
  autoFocus,
  className,
}: Omit<CodeInputProps, 'variant'>) {
  const ids = useFieldIds(id);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const [groups, setGroups] = useState<CodeGroups>(() => splitCode(value));
  // Controlled: a value from outside that differs from the boxes replaces them (React's
  // "adjusting state when a prop changes").
  if (normaliseCode(value).slice(0, CODE_LENGTH) !== groups.join('')) {
    setGroups(splitCode(value));
  }

  // Focus moves once React has put the new characters into the boxes.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    focusBox(boxes.current[pendingFocus.current], 'end');
    pendingFocus.current = null;
  });

  const commit = (next: CodeGroups) => {
    setGroups(next);
    onChange(next.join(''));
  };

  const handleChange = (index: GroupIndex, input: HTMLInputElement) => {
    const typed = normaliseCode(input.value);
    const next = writeFrom(
      groups,
      index,
      typed.slice(0, (GROUP_INDEXES.length - index) * CODE_GROUP_LENGTH),
    );
    const caretAtEnd = (input.selectionStart ?? input.value.length) >= input.value.length;
    commit(next);
    // Auto-advance: typing past the end of a full box continues in the next one.
    if (caretAtEnd && typed.length >= CODE_GROUP_LENGTH && index < 2) {
      const target = Math.min(2, index + Math.floor(typed.length / CODE_GROUP_LENGTH));
      pendingFocus.current = target;
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
    pendingFocus.current = lastFilled;
  };

  const handleKeyDown = (index: GroupIndex, event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    const atStart = box.selectionStart === 0 && box.selectionEnd === 0;
    const atEnd = box.selectionStart === box.value.length;
    if (event.key === 'Backspace' && atStart && index > 0 && !readOnly) {
      // Backspace in front of a box deletes the last character of the box before.
      event.preventDefault();
      const previous = (index - 1) as GroupIndex;
      const next: [string, string, string] = [...groups];
      next[previous] = next[previous].slice(0, -1);
      commit(next);
      pendingFocus.current = previous;
    } else if (event.key === 'ArrowLeft' && atStart && index > 0) {
      event.preventDefault();
      focusBox(boxes.current[index - 1], 'end');
    } else if (event.key === 'ArrowRight' && atEnd && index < 2) {
      event.preventDefault();
      focusBox(boxes.current[index + 1], 'start');
    }
  };

  const group = useRef<HTMLFieldSetElement>(null);
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!group.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <fieldset
      className={classNames(
        'kern-fieldset ui-field ui-code-input',
        error ? 'kern-fieldset--error' : undefined,
        className,
      )}
      ref={group}
      disabled={disabled}
    >
      <legend className="kern-label">{label}</legend>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <div className="ui-code-input__boxes">
        {GROUP_INDEXES.map((index) => {
          const boxId = index === 0 ? ids.controlId : `${ids.controlId}-${index + 1}`;
          return (
            <Fragment key={index}>
              {index > 0 ? (
                <span className="ui-code-input__dash" aria-hidden="true">
                  –
                </span>
              ) : null}
              <div className="ui-code-input__box">
                <label className="kern-sr-only" htmlFor={boxId}>
                  {GROUP_LABELS[index]}
                </label>
                <input
                  ref={(element) => {
                    boxes.current[index] = element;
                  }}
                  id={boxId}
                  className={classNames(
                    'kern-form-input__input ui-code-input__input',
                    error ? 'kern-form-input__input--error' : undefined,
                  )}
                  type="text"
                  value={groups[index]}
                  onChange={(event) => handleChange(index, event.currentTarget)}
                  onPaste={(event) => handlePaste(index, event)}
                  onKeyDown={(event) => handleKeyDown(index, event)}
                  onBlur={handleBlur}
                  readOnly={readOnly}
                  required={required}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the screen asks for it
                  autoFocus={autoFocus && index === 0}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(ids, { hint, error })}
                />
              </div>
            </Fragment>
          );
        })}
      </div>
      {name ? <input type="hidden" name={name} value={groups.join('')} /> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

function SingleCodeInput({
  value,
  onChange,
  onBlur,
  label = 'Vermittlungscode',
  hint,
  error,
  id,
  name,
  disabled,
  readOnly,
  required,
  autoFocus,
  className,
}: Omit<CodeInputProps, 'variant'>) {
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  // After re-formatting, the caret goes back behind the same number of code characters.
  const caret = useRef<number | null>(null);
  const formatted = withDashes(value);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    let characters = caret.current;
    let position = 0;
    while (position < formatted.length && characters > 0) {
      if (formatted[position] !== '-') characters--;
      position++;
    }
    element.setSelectionRange(position, position);
    caret.current = null;
  }, [formatted]);

  return (
    <div
      className={classNames(
        'kern-form-input ui-field',
        error ? 'kern-form-input--error' : undefined,
        className,
      )}
    >
      <label className="kern-label" htmlFor={ids.controlId}>
        {label}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <input
        ref={input}
        id={ids.controlId}
        name={name}
        className={classNames(
          'kern-form-input__input ui-code-input__single',
          error ? 'kern-form-input__input--error' : undefined,
        )}
        type="text"
        value={formatted}
        placeholder="XXXX-XXXX-XXXX"
        maxLength={CODE_INPUT_MAX_LENGTH}
        onChange={(event) => {
          const element = event.currentTarget;
          const before = element.value.slice(0, element.selectionStart ?? element.value.length);
          caret.current = normaliseCode(before).length;
          onChange(normaliseCode(element.value).slice(0, CODE_LENGTH));
        }}
        onBlur={onBlur}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the screen asks for it
        autoFocus={autoFocus}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      />
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

function focusBox(box: HTMLInputElement | null | undefined, caret: 'start' | 'end') {
  if (!box) return;
  box.focus();
  const position = caret === 'start' ? 0 : box.value.length;
  box.setSelectionRange(position, position);
}
