// §2 "Confirmation modal … closes on browser back": opening pushes a history entry with a marker,
// so that browser back closes the modal and stays on the page.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** History state that marks the entry the confirmation modal pushed. */
const CONFIRMATION_STATE = 'tsConfirmation';

function hasConfirmationState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && CONFIRMATION_STATE in state;
}

/** Whether the modal is open: wanted, and the marked history entry is the current one. */
export function useConfirmationHistory(modalWanted: boolean): boolean {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (modalWanted && !hasConfirmationState(location.state)) {
      void navigate(`${location.pathname}${location.search}`, {
        state: { [CONFIRMATION_STATE]: true },
      });
    }
    // Only when the modal becomes wanted; location changes afterwards are back/forward moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modalWanted]);

  return modalWanted && hasConfirmationState(location.state);
}
