import { Carousel } from 'antd';
import { useNavigate } from 'react-router';
import { fileUrl } from '../../components/file-url.ts';
import { openLink } from '../../components/safe-url.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { bannerSlides } from '../../layouts/new-home/header-rules.ts';

/** SPEC §2, §9: 5 s autoplay, 800 ms transition, loop; each slide may link somewhere. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 800;

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
  return (
    <div className="ck-nh-banner" data-testid="banner">
      <Carousel autoplay autoplaySpeed={BANNER_AUTOPLAY_MS} speed={BANNER_SPEED_MS} infinite draggable>
        {slides.length
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
            ))}
      </Carousel>
    </div>
  );
}
