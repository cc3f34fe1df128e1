// §5 "Postcode": "Once valid it auto-fills the city by lookup; when invalid the city is cleared."
import { useEffect, useState } from 'react';
import { useApi } from '../../app-context/index.ts';

/** The place name of a valid postcode (§7 ortsname), '' while unknown or when the postcode is not. */
export function usePlaceName(postcode: string, valid: boolean): string {
  const getApi = useApi();
  const [found, setFound] = useState<{ postcode: string; name: string } | null>(null);

  useEffect(() => {
    if (!valid) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        const api = await getApi();
        const { ortsname } = await api.placeName({ plz: postcode }, { signal: controller.signal });
        if (!controller.signal.aborted) setFound({ postcode, name: ortsname });
      } catch {
        // Unknown postcode (WP030) or no answer: no place to show; the flow reports WP030 itself.
        if (!controller.signal.aborted) setFound({ postcode, name: '' });
      }
    })();
    return () => controller.abort();
  }, [getApi, postcode, valid]);

  return valid && found?.postcode === postcode ? found.name : '';
}
