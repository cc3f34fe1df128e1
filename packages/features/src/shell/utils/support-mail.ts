// The support address the server wrote into the app page (SUPPORT_MAIL_TO → domain
// SUPPORT_MAIL_META); null when the deployment has none.
import { SUPPORT_MAIL_META } from '@terminservice/domain/errors';

export function readSupportMail(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_MAIL_META}"]`);
  return meta?.content.trim() || null;
}
