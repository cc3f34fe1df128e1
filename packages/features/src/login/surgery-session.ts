// §2 "The page clears the session on opening" — in SURGERY mode without the practice's token and
// the code cached with it (§2, §4 "Code generator"): clearing those would end surgery mode
// ("clearing it switches to appointment-service mode").
import { clearSession, readSession, writeSession, type SessionKey } from '../app-context/index.ts';

export const SURGERY_SESSION_KEEPS: readonly SessionKey[] = [
  'identificationToken',
  'surgeryOriginToken',
  'surgeryCode',
];

export function clearSessionKeepingSurgeryMode(): void {
  const kept = SURGERY_SESSION_KEEPS.map((key) => [key, readSession<unknown>(key)] as const);
  clearSession();
  for (const [key, value] of kept) if (value !== null) writeSession(key, value);
}
