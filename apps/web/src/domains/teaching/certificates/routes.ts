import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Certificates: templates and issuing in the back office, the learner's certificates, the public check. */
export const certificateRoutes: RouteFragment = {
  pages: {
    'teaching/CertificateList': lazyPage(
      () => import('./pages/certificate-list-page.tsx'),
      'CertificateListPage',
    ),
  },
  homePages: [
    { path: 'cert', page: lazyNamed(() => import('./pages/my-cert-page.tsx'), 'MyCertPage') },
    { path: 'certVerify', page: lazyNamed(() => import('./pages/cert-verify-page.tsx'), 'CertVerifyPage') },
  ],
};
