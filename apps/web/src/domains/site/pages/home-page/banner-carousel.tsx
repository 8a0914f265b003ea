import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { openLink } from '../../../../components/safe-url.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { bannerSlides } from '../../../../layouts/new-home/header-rules.ts';

// The slider code (react-slick) is not needed to paint the first slide.
const BannerSlideCarousel = lazyNamed(() => import('./banner-slide-carousel.tsx'), 'BannerSlideCarousel');

const DEFAULT_SLIDES = [
  {
    title: '少儿编程，从兴趣开始',
    text: 'Scratch、Python、C++ 课程循序渐进',
    bg: 'linear-gradient(120deg, #1f89f2, #36cfc9)',
  },
  {
    title: '在线测评，随学随练',
    text: '编程题自动评测，成绩等级一目了然',
    bg: 'linear-gradient(120deg, #722ed1, #1f89f2)',
  },
  {
    title: '竞赛活动，展示自我',
    text: '和小伙伴一起挑战，赢取积分与证书',
    bg: 'linear-gradient(120deg, #fa8c16, #f5222d)',
  },
];

export function BannerCarousel() {
  const { config } = useBrand();
  const navigate = useNavigate();
  const slides = bannerSlides(config.banner, config.bannerLinks);
  const items = slides.length
    ? slides.map((s) => (
        <div key={s.image}>
          <div
            className="ck-nh-slide"
            style={{
              backgroundImage: `url("${fileUrl(s.image, config)}")`,
              cursor: s.link ? 'pointer' : undefined,
            }}
            onClick={() => openLink(s.link, navigate)}
          />
        </div>
      ))
    : DEFAULT_SLIDES.map((s) => (
        <div key={s.title}>
          <div className="ck-nh-slide" style={{ background: s.bg }}>
            <div style={{ textAlign: 'center', padding: 16 }}>
              <h2>{s.title}</h2>
              <div style={{ fontSize: 16, opacity: 0.9 }}>{s.text}</div>
            </div>
          </div>
        </div>
      ));
  return (
    <div className="ck-nh-banner" data-testid="banner">
      <Suspense fallback={items[0]}>
        <BannerSlideCarousel>{items}</BannerSlideCarousel>
      </Suspense>
    </div>
  );
}
