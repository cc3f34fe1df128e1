// §2 "Video reservation PIN page": the code (when none is known) and the PIN, 'buchen', cancel the
// reservation and resend the mail with its countdown (§9).
import { detailsPath } from '@terminservice/domain/search';
import { Button } from '@terminservice/ui/button';
import { TextField } from '@terminservice/ui/text-field';
import { useNavigate } from 'react-router';
import { AppointmentForm } from './AppointmentForm.tsx';
import { useVerification } from '../AppointmentProvider.tsx';
import type { VerificationFields } from '../hooks/useVerificationFields.ts';
import type { Outcome } from '../outcome.ts';
import { useT } from '../../i18n/index.ts';
import { useNoticeToast } from '../hooks/useNoticeToast.ts';
import { VERIFICATION_MESSAGES } from '../texts.ts';

export interface VerificationFormProps {
  readonly form: VerificationFields;
  readonly knownCode: string | null;
  readonly cooldown: number;
  /** Where cancelling the reservation leads (§2 "Back to search"). */
  readonly searchPath: string;
}

export function VerificationForm({ form, knownCode, cooldown, searchPath }: VerificationFormProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const showToast = useNoticeToast();
  const busy = useVerification((state) => state.busy);
  const email = useVerification((state) => state.email);
  const book = useVerification((state) => state.book);
  const cancel = useVerification((state) => state.cancel);

  const pinNote = email
    ? t(VERIFICATION_MESSAGES.pinNoteWithEmail, { email })
    : t(VERIFICATION_MESSAGES.pinNote);

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
          label={t(VERIFICATION_MESSAGES.code)}
          width="medium"
          autoComplete="off"
          maxLength={14}
          {...form.field('code')}
        />
      ) : null}
      <TextField
        label={t(VERIFICATION_MESSAGES.pin)}
        hint={pinNote}
        width="short"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('pin')}
      />
      <div className="ts-appointment__actions">
        <Button type="submit" disabled={form.invalid} busy={busy === 'book'}>
          {t(VERIFICATION_MESSAGES.book)}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'cancel'}
          onClick={() => {
            if (!form.storeTypedCode()) return;
            void cancel().then((outcome) => follow(outcome, searchPath));
          }}
        >
          {t(VERIFICATION_MESSAGES.cancel)}
        </Button>
      </div>
      <ResendLink cooldown={cooldown} storeTypedCode={form.storeTypedCode} />
    </AppointmentForm>
  );
}

/** §2 resend the verification mail, with the §9 countdown after each sending. */
function ResendLink({
  cooldown,
  storeTypedCode,
}: {
  readonly cooldown: number;
  readonly storeTypedCode: () => boolean;
}) {
  const { t } = useT();
  const showToast = useNoticeToast();
  const busy = useVerification((state) => state.busy);
  const resend = useVerification((state) => state.resend);
  return (
    <div className="ts-appointment__resend">
      <Button
        variant="link"
        disabled={cooldown > 0}
        busy={busy === 'resend'}
        onClick={() => {
          if (!storeTypedCode()) return;
          void resend().then((outcome) => {
            if (outcome?.notice) showToast(outcome.notice, outcome.tone);
          });
        }}
      >
        {t(VERIFICATION_MESSAGES.resend)}
        {cooldown > 0 ? ` ${t(VERIFICATION_MESSAGES.countdown, { seconds: cooldown })}` : ''}
      </Button>
    </div>
  );
}
