import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { CodeInput, type CodeInputProps } from './CodeInput.tsx';
import * as stories from './CodeInput.stories.tsx';

function Controlled(props: Partial<CodeInputProps> & { initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [code, setCode] = useState(initial);
  return (
    <>
      <CodeInput
        {...rest}
        value={code}
        onChange={(next) => {
          setCode(next);
          onChange?.(next);
        }}
      />
      <output aria-label="Wert">{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((box) => box.value);

describe('CodeInput with three boxes: typing, pasting, keys', () => {
  it('given the legend, the boxes form a group named "Vermittlungscode", each box labelled', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Vermittlungscode' })).toBeInTheDocument();
    expect(boxes()[0]).toHaveAccessibleName('Zeichen 1 bis 4');
    expect(boxes()[1]).toHaveAccessibleName('Zeichen 5 bis 8');
    expect(boxes()[2]).toHaveAccessibleName('Zeichen 9 bis 12');
  });

  it('after typing 12 characters, focus advances box by box and the code is upper-cased', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('abcdfghjklmn');
    expect(values()).toEqual(['ABCD', 'FGHJ', 'KLMN']);
    expect(boxes()[2]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('ABCDFGHJKLMN');
  });

  it('after pasting a whole code with dashes into the first box, it is split into the three boxes', async () => {
    render(<Controlled />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('abcd-fghj-klmn');
    expect(values()).toEqual(['ABCD', 'FGHJ', 'KLMN']);
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('ABCDFGHJKLMN');
    expect(boxes()[2]).toHaveFocus();
  });

  it('after pasting a whole code into the last box, it still fills all three boxes', async () => {
    render(<Controlled />);
    await userEvent.click(boxes()[2]!);
    await userEvent.paste(' ABCD FGHJ\nKLMN ');
    expect(values()).toEqual(['ABCD', 'FGHJ', 'KLMN']);
  });

  it('after pasting eight characters into the second box, they fill boxes two and three', async () => {
    render(<Controlled initial="ABCD" />);
    await userEvent.click(boxes()[1]!);
    await userEvent.paste('fghj-klmn');
    expect(values()).toEqual(['ABCD', 'FGHJ', 'KLMN']);
  });

  it('given Backspace at the start of an empty box, it deletes the last character of the box before', async () => {
    render(<Controlled initial="ABCDF" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['ABCD', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('given arrow keys at the edges of a box, the caret moves to the neighbouring box', async () => {
    render(<Controlled initial="ABCDFGHJ" />);
    boxes()[1]!.focus();
    boxes()[1]!.setSelectionRange(0, 0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(boxes()[1]).toHaveFocus();
  });
});

describe('CodeInput with three boxes: error, outside value, focus, read-only', () => {
  it('given an error, every box is invalid and described by the error', () => {
    render(<Controlled error="Vermittlungscode benötigt" />);
    for (const box of boxes()) {
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription('Fehler: Vermittlungscode benötigt');
    }
  });

  it('given a new value from outside, the boxes show it', () => {
    const { rerender } = render(<CodeInput value="" onChange={() => {}} />);
    rerender(<CodeInput value="abcd-fghj-klmn" onChange={() => {}} />);
    expect(values()).toEqual(['ABCD', 'FGHJ', 'KLMN']);
  });

  it('given focus moves between boxes, onBlur waits until focus leaves the whole input', async () => {
    const onBlur = vi.fn();
    render(
      <>
        <Controlled onBlur={onBlur} />
        <button type="button">Termin suchen</button>
      </>,
    );
    await userEvent.click(boxes()[0]!);
    await userEvent.tab();
    await userEvent.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Termin suchen' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('given readOnly, typing and pasting change nothing but the boxes stay focusable', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="ABCDFGHJKLMN" readOnly onChange={onChange} />);
    await userEvent.click(boxes()[0]!);
    expect(boxes()[0]).toHaveFocus();
    await userEvent.keyboard('X');
    await userEvent.paste('PPPP-QQQQ-RRRR');
    expect(values()).toEqual(['ABCD', 'FGHJ', 'KLMN']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('given an id, the first box carries it for links from an error summary', () => {
    render(<Controlled id="code" />);
    expect(boxes()[0]).toHaveAttribute('id', 'code');
  });
});

describe('CodeInput as a single field', () => {
  it('after typing, it shows dashes every four characters and reports the bare code', async () => {
    const onChange = vi.fn();
    render(<Controlled variant="single" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Vermittlungscode' });
    await userEvent.type(field, 'abcdfghjklmn');
    expect(field).toHaveValue('ABCD-FGHJ-KLMN');
    expect(onChange).toHaveBeenLastCalledWith('ABCDFGHJKLMN');
  });

  it('after pasting a code with spaces, it is normalised and formatted', async () => {
    render(<Controlled variant="single" />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('abcd fghj klmn');
    expect(screen.getByRole('textbox')).toHaveValue('ABCD-FGHJ-KLMN');
  });

  it('given a correction in the middle, the caret stays behind the typed character', () => {
    render(<Controlled variant="single" initial="ABCDFGHJ" />);
    const field = screen.getByRole('textbox') as HTMLInputElement;
    field.focus();
    // 'ABCD-FGHJ' with an X typed after 'AB': the browser reports 'ABXCD-FGHJ', caret at 3.
    field.setSelectionRange(3, 3);
    fireEvent.change(field, {
      target: { value: 'ABXCD-FGHJ', selectionStart: 3, selectionEnd: 3 },
    });
    expect(field).toHaveValue('ABXC-DFGH-J');
    expect(field.selectionStart).toBe(3);
  });

  it('given an error, the field is invalid and the error is read with it', () => {
    render(<Controlled variant="single" error="Ungültiger Vermittlungscode." />);
    expect(screen.getByRole('textbox')).toBeInvalid();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Fehler: Ungültiger Vermittlungscode.',
    );
  });
});

describeEveryStoryIsAccessible(stories);
