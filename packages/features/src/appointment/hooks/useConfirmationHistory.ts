// §2 "Confirmation modal … closes on browser back": opening pushes a history entry with a marker,
// so that browser back closes the modal and stays on the page.
import { useEffect, useEffectEvent } from 'react';
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

  // Reads the location of the render that made the modal wanted; later location changes are
  // back/forward moves and push nothing.
  const pushMarker = useEffectEvent(() => {
    if (hasConfirmationState(location.state)) return;
    void navigate(`${location.pathname}${location.search}`, {
      state: { [CONFIRMATION_STATE]: true },
    });
  });

  useEffect(() => {
    if (modalWanted) pushMarker();
  }, [modalWanted]);

  return modalWanted && hasConfirmationState(location.state);
}
