import { Carousel } from 'antd';
import type { ReactNode } from 'react';

/** SPEC §2, §9: 5 s autoplay, 800 ms transition, loop; each slide may link somewhere. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 800;

/** The sliding part of the banner, loaded beside the page (the first slide shows meanwhile). */
export function BannerSlideCarousel({ children }: { children: ReactNode }) {
  return (
    <Carousel autoplay autoplaySpeed={BANNER_AUTOPLAY_MS} speed={BANNER_SPEED_MS} infinite draggable>
      {children}
    </Carousel>
  );
}
