// The pages every app shares, each in its own lazy chunk (one chunk per page in each app's build).
// `#__PURE__` lets the bundler drop a page that an app never renders.
import { lazy } from 'react';

export const IdentityCheckPage = /* #__PURE__ */ lazy(() =>
  import('../identity-check/index.ts').then((m) => ({ default: m.IdentityCheckPage })),
);
export const ManagementPage = /* #__PURE__ */ lazy(() =>
  import('../management/index.ts').then((m) => ({ default: m.ManagementPage })),
);
export const SearchPage = /* #__PURE__ */ lazy(() =>
  import('../search/index.ts').then((m) => ({ default: m.SearchPage })),
);
export const DetailsPage = /* #__PURE__ */ lazy(() =>
  import('../appointment/index.ts').then((m) => ({ default: m.DetailsPage })),
);
export const TssDetailsPage = /* #__PURE__ */ lazy(() =>
  import('../appointment/index.ts').then((m) => ({ default: m.TssDetailsPage })),
);
export const BookingVerificationPage = /* #__PURE__ */ lazy(() =>
  import('../appointment/index.ts').then((m) => ({ default: m.BookingVerificationPage })),
);
export const EmailVerificationPage = /* #__PURE__ */ lazy(() =>
  import('../email-verification/index.ts').then((m) => ({ default: m.EmailVerificationPage })),
);
export const ContactPage = /* #__PURE__ */ lazy(() =>
  import('../contact/index.ts').then((m) => ({ default: m.ContactPage })),
);
export const StaticPage = /* #__PURE__ */ lazy(() =>
  import('../static-pages/index.ts').then((m) => ({ default: m.StaticPage })),
);
export const DevScreen = /* #__PURE__ */ lazy(() =>
  import('../dev/index.ts').then((m) => ({ default: m.DevScreen })),
);
