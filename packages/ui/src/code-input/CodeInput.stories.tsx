import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CODE_INVALID_MESSAGE,
  CODE_REQUIRED_MESSAGE,
} from '@terminservice/domain/vermittlungscode';
import { useState } from 'react';
import { CodeInput, type CodeInputProps } from './CodeInput.tsx';

function Controlled(props: Omit<CodeInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [code, setCode] = useState(initial);
  return <CodeInput {...rest} value={code} onChange={setCode} />;
}

const meta = {
  title: 'Form/CodeInput',
  component: Controlled,
  args: { hint: 'Den Code finden Sie oben rechts auf Ihrer Überweisung.' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three boxes of four; paste a whole code into any box, e.g. "abcd-fghj-klmn". */
export const Groups: Story = {};

export const GroupsFilled: Story = { args: { initial: 'ABCDFGHJKLMN' } };

export const GroupsWithError: Story = { args: { initial: 'ABCD', error: CODE_REQUIRED_MESSAGE } };

export const GroupsReadOnly: Story = {
  args: { initial: 'ABCDFGHJKLMN', readOnly: true, hint: 'Der Code wurde automatisch erzeugt.' },
};

export const GroupsDisabled: Story = { args: { disabled: true } };

/** One field for small devices (§2 "Termin verwalten"). */
export const Single: Story = { args: { variant: 'single' } };

export const SingleFilled: Story = { args: { variant: 'single', initial: 'ABCDFGHJKLMN' } };

export const SingleWithError: Story = {
  args: { variant: 'single', initial: 'ABCDFGHJKLM0', error: CODE_INVALID_MESSAGE },
};
