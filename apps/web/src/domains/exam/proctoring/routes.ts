import { MOBILE_CAMERA_PATH } from '@ck/shared';
import { lazyNamed } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Exam proctoring: the phone side camera page (bare, no sign-in). */
export const proctoringRoutes: RouteFragment = {
  pages: {},
  barePages: [
    {
      path: MOBILE_CAMERA_PATH,
      page: lazyNamed(() => import('./pages/mobile-camera-page.tsx'), 'MobileCameraPage'),
    },
  ],
};
