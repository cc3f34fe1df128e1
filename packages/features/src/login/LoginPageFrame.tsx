// The frame of every login page (§2 "Login page"): the heading, the login errors in a red alert,
// the variant's content, and the qualification picker (§4 "Qualification modal") that a login
// without qualifications opens.
import { Alert } from '@terminservice/ui/alert';
import { useEffect, useRef, type ReactNode } from 'react';
import { useApplicationType } from '../app-context/index.ts';
import { CodeRefusalDetails, CodeStatusBox } from '../code-status/index.ts';
import { useT } from '../i18n/index.ts';
import { FatalErrorHelper } from '../shell/index.ts';
import { useLogin } from './LoginStoreProvider.tsx';
import { QualificationPicker } from './QualificationPicker.tsx';
import type { LoginDestination } from './store.ts';
import { LOGIN_MESSAGES, LOGIN_TEXTS } from './texts.ts';

export interface LoginPageFrameProps {
  readonly title: string;
  readonly className?: string;
  readonly onDestination: (destination: LoginDestination) => void;
  readonly children: ReactNode;
}

export function LoginPageFrame({
  title,
  className = 'ts-login',
  onDestination,
  children,
}: LoginPageFrameProps) {
  const errors = useLogin((state) => state.errors);
  const fatal = useLogin((state) => state.fatal);
  const refusedCode = useLogin((state) => state.refusedCode);
  const serverError = useLogin((state) => state.serverError);
  const { t, domain, serverError: translateServerError } = useT();
  // Issue #23 part 1: a domain text in the language in use; the server's own text by its code.
  const shown = (message: string) => {
    if (serverError?.text === message) return translateServerError(serverError.code, message);
    return message === LOGIN_TEXTS.unreachable ? t(LOGIN_MESSAGES.unreachable) : domain(message);
  };
  const pendingLogin = useLogin((state) => state.pendingLogin);
  const confirmQualifications = useLogin((state) => state.confirmQualifications);
  const cancelQualifications = useLogin((state) => state.cancelQualifications);
  const applicationType = useApplicationType();
  const summary = useRef<HTMLDivElement>(null);

  // A refused login is said where the eye and the screen reader are: the error summary takes focus
  // and scrolls into view (WCAG 2.4.3), also when the form sits far below it on a phone.
  useEffect(() => {
    if (errors.length === 0 || fatal) return;
    summary.current?.scrollIntoView?.({ block: 'start' });
    summary.current?.focus({ preventScroll: true });
  }, [errors, fatal]);

  return (
    <div className={className}>
      <h1 className="kern-heading-large">{title}</h1>
      {fatal && errors.length > 0 ? (
        // §8 "any | WP001": the fatal-info block with code, reference id and the report.
        <FatalErrorHelper
          message={shown(errors[0] ?? '')}
          report={{
            code: pendingLogin?.code ?? null,
            errorText: fatal.errorText,
            errorCode: fatal.code,
            referenceId: fatal.referenceId,
          }}
        />
      ) : errors.length > 0 ? (
        <div ref={summary} tabIndex={-1} className="ts-login__errors-focus">
          <Alert tone="error" title={t(LOGIN_MESSAGES.errorsTitle)} className="ts-login__errors">
            <ul className="ts-login__error-list">
              {errors.map((message) => (
                <li key={message}>{shown(message)}</li>
              ))}
            </ul>
            {/* Issue #23 part 4: why the code is refused, and what now. */}
            <CodeRefusalDetails status={refusedCode} />
          </Alert>
          <CodeStatusBox status={refusedCode} />
        </div>
      ) : null}
      {children}
      <QualificationPicker
        open={pendingLogin !== null}
        onCancel={cancelQualifications}
        onConfirm={(keys) => {
          const destination = confirmQualifications(keys, applicationType);
          if (destination) onDestination(destination);
        }}
      />
    </div>
  );
}
