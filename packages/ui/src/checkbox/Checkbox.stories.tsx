import type { Meta, StoryObj } from '@storybook/react-vite';
import { INSURANCE_CHECK_MESSAGE } from '@terminservice/domain/validation';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: { label: 'Ich bin gesetzlich krankenversichert.', name: 'insured' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Statistik', hint: 'Hilft uns, die Seite zu verbessern.' },
};

export const WithError: Story = {
  args: { error: INSURANCE_CHECK_MESSAGE },
};

/** The cookie notice's 'Essentiell': always on and not changeable. */
export const DisabledChecked: Story = {
  args: { label: 'Essentiell', name: 'essential', checked: true, disabled: true, readOnly: true },
};
