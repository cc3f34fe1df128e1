// The Vermittlungscode input of §2 and §5: three boxes of 4 characters with paste splitting and
// auto-advance, or one field 'XXXX-XXXX-XXXX' for small devices (§2 "Termin verwalten").
// Normalising and splitting are the domain's (§5); the keyboard and focus of the boxes are in
// use-code-boxes.ts.
import { Fragment, type ReactNode, useLayoutEffect, useRef } from 'react';
import { CODE_INPUT_MAX_LENGTH, CODE_LENGTH } from '@terminservice/domain/limits';
import { normaliseCode } from '@terminservice/domain/vermittlungscode';
import {
  controlProps,
  FieldFrame,
  FieldsetFrame,
  useFieldIds,
  type FieldIds,
} from '../internal/field.tsx';
import { useUiTexts } from '../texts/UiTexts.tsx';
import { GROUP_INDEXES, positionAfter, withDashes } from './code-boxes.ts';
import { useCodeBoxes } from './use-code-boxes.ts';

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

interface VariantProps extends Omit<CodeInputProps, 'variant' | 'id' | 'label'> {
  readonly ids: FieldIds;
  readonly label: ReactNode;
}

export function CodeInput({ variant = 'groups', id, label, ...props }: CodeInputProps) {
  const ids = useFieldIds(id);
  const texts = useUiTexts();
  const Variant = variant === 'single' ? SingleCodeInput : GroupedCodeInput;
  return <Variant {...props} ids={ids} label={label ?? texts.codeLabel} />;
}

/**
 * What the inputs of both variants share: a plain text field for a code, tied to hint and error.
 * `own` are the variant's attributes, placed after the type.
 */
function codeFieldProps(
  { ids, hint, error, readOnly, required }: VariantProps,
  kind: string,
  own: { placeholder?: string; maxLength?: number; disabled?: boolean | undefined } = {},
) {
  const { className, ...aria } = controlProps(
    ids,
    `kern-form-input__input ${kind}`,
    'kern-form-input__input--error',
    { hint, error },
  );
  return {
    className,
    type: 'text',
    ...own,
    readOnly,
    required,
    autoComplete: 'off',
    autoCapitalize: 'characters',
    autoCorrect: 'off',
    spellCheck: false,
    ...aria,
  } as const;
}

function GroupedCodeInput(props: VariantProps) {
  const { ids, label, hint, error, name, disabled, autoFocus, className } = props;
  const { groups, group, register, handleChange, handlePaste, handleKeyDown, handleBlur } =
    useCodeBoxes(props);
  const texts = useUiTexts();
  return (
    <FieldsetFrame
      ids={ids}
      legend={label}
      hint={hint}
      error={error}
      kind="ui-code-input"
      className={className}
      ref={group}
      disabled={disabled}
    >
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
                  {texts.codeGroups[index]}
                </label>
                <input
                  ref={register(index)}
                  id={boxId}
                  {...codeFieldProps(props, 'ui-code-input__input')}
                  value={groups[index]}
                  onChange={(event) => handleChange(index, event.currentTarget)}
                  onPaste={(event) => handlePaste(index, event)}
                  onKeyDown={(event) => handleKeyDown(index, event)}
                  onBlur={handleBlur}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the screen asks for it
                  autoFocus={autoFocus && index === 0}
                />
              </div>
            </Fragment>
          );
        })}
      </div>
      {name ? <input type="hidden" name={name} value={groups.join('')} /> : null}
    </FieldsetFrame>
  );
}

function SingleCodeInput(props: VariantProps) {
  const { ids, label, hint, error, value, onChange, onBlur, name, disabled, autoFocus } = props;
  const input = useRef<HTMLInputElement>(null);
  // After re-formatting, the caret goes back behind the same number of code characters.
  const caret = useRef<number | null>(null);
  const formatted = withDashes(value);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    const position = positionAfter(formatted, caret.current);
    element.setSelectionRange(position, position);
    caret.current = null;
  }, [formatted]);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={props.className}>
      <input
        ref={input}
        id={ids.controlId}
        name={name}
        {...codeFieldProps(props, 'ui-code-input__single', {
          placeholder: 'XXXX-XXXX-XXXX',
          maxLength: CODE_INPUT_MAX_LENGTH,
          disabled,
        })}
        value={formatted}
        onChange={(event) => {
          const element = event.currentTarget;
          const before = element.value.slice(0, element.selectionStart ?? element.value.length);
          caret.current = normaliseCode(before).length;
          onChange(normaliseCode(element.value).slice(0, CODE_LENGTH));
        }}
        onBlur={onBlur}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the screen asks for it
        autoFocus={autoFocus}
      />
    </FieldFrame>
  );
}
