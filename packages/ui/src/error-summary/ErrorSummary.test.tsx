import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeEveryStoryIsAccessible } from '../test/stories.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import * as stories from './ErrorSummary.stories.tsx';

const ERRORS = [
  { fieldId: 'plz', message: 'Sie müssen eine Postleitzahl eingeben' },
  { fieldId: 'phone', message: 'Sie müssen eine Rufnummer eingeben' },
];

function Form({ errors }: { errors: typeof ERRORS }) {
  return (
    <form noValidate>
      <ErrorSummary errors={errors} />
      <TextField id="plz" label="PLZ des Wohnortes" />
      <TextField id="phone" label="Mobilnummer" prefix="+49" />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('given no errors, it renders nothing', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('after it appears, it has focus and is named by its title', () => {
    const { rerender } = render(<Form errors={[]} />);
    rerender(<Form errors={ERRORS} />);
    const summary = screen.getByRole('group', { name: 'Bitte prüfen Sie Ihre Angaben.' });
    expect(summary).toHaveFocus();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      ERRORS.map((error) => error.message),
    );
  });

  it('after a click on an error, its field has focus', async () => {
    render(<Form errors={ERRORS} />);
    await userEvent.click(screen.getByRole('link', { name: 'Sie müssen eine Rufnummer eingeben' }));
    expect(screen.getByRole('textbox', { name: 'Mobilnummer' })).toHaveFocus();
  });

  it('given the keyboard, Tab reaches the links and Enter moves to the field', async () => {
    render(<Form errors={ERRORS} />);
    await userEvent.tab();
    expect(
      screen.getByRole('link', { name: 'Sie müssen eine Postleitzahl eingeben' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'PLZ des Wohnortes' })).toHaveFocus();
  });

  it('given focusOnShow false, focus stays where it was', () => {
    render(<ErrorSummary errors={ERRORS} focusOnShow={false} />);
    expect(document.body).toHaveFocus();
  });

  describeEveryStoryIsAccessible(stories);
});
