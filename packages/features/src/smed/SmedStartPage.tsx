// The SMED app's start page (/terminservice). The SMED flow is keyed by the facility pseudonym
// (§2 suche/{code}/{smedPseudonym}); the server knows no SMED search without one. So: with the
// session's pseudonym (e.g. after 'Neu starten'), a code form that searches at that facility
// again; without one, a calm note that the search is opened through the facility's link.
import { managementFormSchema, fieldErrors } from '@terminservice/domain/validation';
import { buildSearchPath } from '@terminservice/domain/search';
import { normaliseCode } from '@terminservice/domain/vermittlungscode';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { CodeInput } from '@terminservice/ui/code-input';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, readSmedPseudonym, writeSession } from '../app-context/index.ts';
import { useDocumentTitle, useIsHandset } from '../shell/index.ts';
import { SMED_TEXTS } from './texts.ts';
import './smed.css';

function CodeSearchForm({ pseudonym }: { readonly pseudonym: string }) {
  const id = useId();
  const codeId = `${id}-code`;
  const navigate = useNavigate();
  const handset = useIsHandset();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  // §5 "Code": required, characters, length — the domain's schema and messages.
  const error = useMemo(() => fieldErrors(managementFormSchema, { code })['code'], [code]);
  const shown = touched ? error : undefined;

  const focusCode = () => document.getElementById(codeId)?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error) {
      setTouched(true);
      focusCode();
      return;
    }
    void navigate(buildSearchPath('SMED', { code: normaliseCode(code), smedPseudonym: pseudonym }));
  };

  return (
    <form className="ts-smed__form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} className="kern-heading-medium">
        {SMED_TEXTS.formTitle}
      </h2>
      <CodeInput
        id={codeId}
        variant={handset ? 'single' : 'groups'}
        label={SMED_TEXTS.code}
        hint={SMED_TEXTS.codeHint}
        value={code}
        onChange={setCode}
        onBlur={() => setTouched(true)}
        error={shown}
      />
      <div>
        <Button
          type="submit"
          aria-disabled={error ? true : undefined}
          onClickCapture={(event) => {
            // Disabled while invalid (§5), yet a click or Enter shows why and leads to the field.
            if (error) {
              event.preventDefault();
              event.stopPropagation();
              setTouched(true);
              focusCode();
            }
          }}
        >
          {SMED_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}

export function SmedStartPage() {
  // Read once, before the session is cleared below.
  const [pseudonym] = useState(readSmedPseudonym);
  useDocumentTitle(null);

  useEffect(() => {
    // §2 "The page clears the session on opening" — all but the pseudonym, which names the
    // facility, not the patient.
    clearSession();
    if (pseudonym) writeSession('smedPseudonym', pseudonym);
  }, [pseudonym]);

  return (
    <div className="ts-smed">
      <h1 className="kern-heading-large">{SMED_TEXTS.title}</h1>
      {pseudonym ? (
        <>
          <p className="ts-smed__text">{SMED_TEXTS.intro}</p>
          <CodeSearchForm pseudonym={pseudonym} />
        </>
      ) : (
        <Alert tone="info" title={SMED_TEXTS.noFacilityTitle} live="off">
          <p className="ts-smed__text">{SMED_TEXTS.noFacility}</p>
        </Alert>
      )}
      <p className="ts-smed__text">{SMED_TEXTS.phone}</p>
    </div>
  );
}
