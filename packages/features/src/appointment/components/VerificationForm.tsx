// §2 "Video reservation PIN page": the code (when none is known) and the PIN, 'buchen', cancel the
// reservation and resend the mail with its countdown (§9).
import { detailsPath } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { TextField } from '@terminservice/ui/text-field';
import { useNavigate } from 'react-router';
import { useToast } from '../../shell/index.ts';
import { AppointmentForm } from './AppointmentForm.tsx';
import { useVerification } from '../AppointmentProvider.tsx';
import type { VerificationFields } from '../hooks/useVerificationFields.ts';
import type { Outcome } from '../outcome.ts';
import { VERIFICATION_TEXTS } from '../texts.ts';

export interface VerificationFormProps {
  readonly form: VerificationFields;
  readonly knownCode: string | null;
  readonly cooldown: number;
  /** Where cancelling the reservation leads (§2 "Back to search"). */
  readonly searchPath: string;
}

export function VerificationForm({ form, knownCode, cooldown, searchPath }: VerificationFormProps) {
  const navigate = useNavigate();
  const showToast = useToast();
  const busy = useVerification((state) => state.busy);
  const email = useVerification((state) => state.email);
  const book = useVerification((state) => state.book);
  const cancel = useVerification((state) => state.cancel);
  const resend = useVerification((state) => state.resend);

  function follow(outcome: Outcome | null, to: string) {
    if (outcome === null) return;
    if (outcome.notice) showToast(outcome.notice, outcome.tone);
    void navigate(to);
  }

  async function submit() {
    if (form.invalid || busy) {
      form.touchAll();
      return;
    }
    form.storeTypedCode();
    // §4: "booked on correct PIN (then details)".
    follow(await book(form.values.pin), detailsPath());
  }

  return (
    <AppointmentForm onSubmit={submit}>
      {knownCode === null ? (
        <TextField
          label={VERIFICATION_TEXTS.code}
          width="medium"
          autoComplete="off"
          maxLength={14}
          {...form.field('code')}
        />
      ) : null}
      <TextField
        label={VERIFICATION_TEXTS.pin}
        hint={email ? VERIFICATION_TEXTS.pinNoteWithEmail(email) : VERIFICATION_TEXTS.pinNote}
        width="short"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('pin')}
      />
      <div className="ts-appointment__actions">
        <Button type="submit" disabled={form.invalid} busy={busy === 'book'}>
          {VERIFICATION_TEXTS.book}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'cancel'}
          onClick={() => {
            if (!form.storeTypedCode()) return;
            void cancel().then((outcome) => follow(outcome, searchPath));
          }}
        >
          {VERIFICATION_TEXTS.cancel}
        </Button>
      </div>
      <div className="ts-appointment__resend">
        <Button
          variant="link"
          disabled={cooldown > 0}
          busy={busy === 'resend'}
          onClick={() => {
            if (!form.storeTypedCode()) return;
            void resend().then((outcome) => {
              if (outcome?.notice) showToast(outcome.notice, outcome.tone);
            });
          }}
        >
          {VERIFICATION_TEXTS.resend}
          {cooldown > 0 ? ` ${VERIFICATION_TEXTS.countdown(cooldown)}` : ''}
        </Button>
      </div>
    </AppointmentForm>
  );
}
