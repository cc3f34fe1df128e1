// appointment feature (issue #4): details pages, confirmation modal, cancel, change e-mail, video
// reservation PIN page.
export {
  BookingVerificationPage,
  type BookingVerificationPageProps,
} from './BookingVerificationPage.tsx';
export { DetailsPage, type DetailsPageProps } from './DetailsPage.tsx';
export { TssDetailsPage } from './TssDetailsPage.tsx';
export { createDetailsStore, type DetailsState, type DetailsStore } from './details-store.ts';
export {
  createVerificationStore,
  type VerificationState,
  type VerificationStore,
} from './verification-store.ts';
