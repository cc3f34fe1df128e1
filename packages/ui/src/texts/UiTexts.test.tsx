// Issue #23 part 1: the components' own texts are German by default and follow a UiTextsProvider.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from '../alert/Alert.tsx';
import { CodeInput } from '../code-input/CodeInput.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { GERMAN_UI_TEXTS, UiTextsProvider, type UiTexts } from './UiTexts.tsx';

const ENGLISH: UiTexts = {
  ...GERMAN_UI_TEXTS,
  fieldError: 'Error:',
  alertTone: { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' },
  codeGroups: ['Characters 1 to 4', 'Characters 5 to 8', 'Characters 9 to 12'],
};

describe('UiTextsProvider', () => {
  it('says "Fehler:" before a field error without a provider', () => {
    render(<TextField label="PLZ" error="Ungültige Postleitzahl" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Fehler: Ungültige Postleitzahl',
    );
  });

  it('gives the field error, the alert tone and the code boxes in its language', () => {
    render(
      <UiTextsProvider texts={ENGLISH}>
        <TextField label="Postcode" error="Invalid postcode" />
        <Alert tone="error" title="Something failed" />
        <CodeInput label="Placement code" value="" onChange={() => undefined} />
      </UiTextsProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'Error: Invalid postcode',
    );
    expect(screen.getByRole('alert').textContent).toContain('Error:');
    expect(screen.getByRole('textbox', { name: 'Characters 5 to 8' })).toBeTruthy();
  });
});
