import type { Meta, StoryObj } from '@storybook/react-vite';
import { CODE_REQUIRED_MESSAGE } from '@terminservice/domain/vermittlungscode';
import { POSTCODE_REQUIRED_MESSAGE } from '@terminservice/domain/validation';
import { CodeInput } from '../code-input/CodeInput.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  args: {
    focusOnShow: false,
    errors: [
      { fieldId: 'code', message: CODE_REQUIRED_MESSAGE },
      { fieldId: 'plz', message: POSTCODE_REQUIRED_MESSAGE },
    ],
  },
  render: (args) => (
    <form noValidate>
      <ErrorSummary {...args} />
      <CodeInput id="code" value="" onChange={() => {}} error={CODE_REQUIRED_MESSAGE} />
      <TextField id="plz" label="PLZ" width="short" error={POSTCODE_REQUIRED_MESSAGE} />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a failed submit: links lead to the fields. */
export const WithFields: Story = {};

export const OneError: Story = {
  args: { errors: [{ fieldId: 'plz', message: POSTCODE_REQUIRED_MESSAGE }] },
};
