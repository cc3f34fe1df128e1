// The operators' statistics view (issue #24 part 2): its path and the page as a lazy chunk, so that
// the TSS/DISPO app's initial JS carries neither the page nor its chart library.
import { BASE_PATH } from '@terminservice/domain/search';
import { lazy } from 'react';

/** The view's address in the TSS/DISPO app. */
export const STATISTICS_PATH = `${BASE_PATH}/statistik`;

export const StatisticsPage = /* #__PURE__ */ lazy(() => import('./StatisticsPage.tsx'));
