// '?': where the code is (§2 "help text explaining where the code is on the referral form and on
// the psychotherapy information sheet").
import { LOGIN_TEXTS } from '../texts.ts';

export function CodeHelp() {
  return (
    <section className="ts-login__help" aria-labelledby="ts-login-help-title">
      <h2 id="ts-login-help-title" className="kern-heading-medium">
        {LOGIN_TEXTS.helpTitle}
      </h2>
      <p className="kern-body">{LOGIN_TEXTS.helpReferral}</p>
      <p className="kern-body">{LOGIN_TEXTS.helpPsychotherapy}</p>
      <p className="kern-body">{LOGIN_TEXTS.helpNoCode}</p>
    </section>
  );
}
