// '?': where the code is (§2 "help text explaining where the code is on the referral form and on
// the psychotherapy information sheet").
import { useT } from '../../i18n/index.ts';
import { LOGIN_MESSAGES } from '../texts.ts';

export function CodeHelp() {
  const { t } = useT();
  return (
    <section className="ts-login__help" aria-labelledby="ts-login-help-title">
      <h2 id="ts-login-help-title" className="kern-heading-medium">
        {t(LOGIN_MESSAGES.helpTitle)}
      </h2>
      <p className="kern-body">{t(LOGIN_MESSAGES.helpReferral)}</p>
      <p className="kern-body">{t(LOGIN_MESSAGES.helpPsychotherapy)}</p>
      <p className="kern-body">{t(LOGIN_MESSAGES.helpNoCode)}</p>
    </section>
  );
}
