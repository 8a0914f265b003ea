import { isAllowedEmbedUrl, type LearnerUnit } from '@ck/shared';
import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import type { SysConfig } from '../../../../api/types.ts';
import { saveVideoPosition } from '../api.ts';
import { unitFileUrl } from './unit-files.ts';

const SAVE_EVERY_S = 15;

/**
 * The unit video: an allow-listed player in an iframe built from the stored URL (never stored HTML), or
 * an HTML5 video that resumes where the learner stopped and saves the position while it plays.
 */
export function UnitVideo({
  unit,
  config,
  savePosition,
}: {
  unit: LearnerUnit;
  config?: SysConfig;
  savePosition: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const source = unit.courseVideo ?? '';
  const embed = unit.courseVideoSource === 3;

  useEffect(() => {
    lastSaved.current = unit.videoPosition;
    const el = video.current;
    if (!el || !savePosition) return;
    const save = () => {
      const at = Math.floor(el.currentTime);
      if (!Number.isFinite(at) || at === lastSaved.current) return;
      lastSaved.current = at;
      saveVideoPosition(unit.id, at).catch(() => undefined);
    };
    const onTime = () => {
      if (Math.abs(el.currentTime - lastSaved.current) >= SAVE_EVERY_S) save();
    };
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', save);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', save);
      save();
    };
  }, [unit.id, unit.videoPosition, savePosition]);

  if (embed) {
    if (!isAllowedEmbedUrl(source))
      return <Alert type="warning" showIcon title="该视频地址不在允许的播放平台内" />;
    return (
      <iframe
        className="ck-learn-embed"
        src={source.trim()}
        title={`${unit.unitName} 视频`}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        referrerPolicy="no-referrer"
      />
    );
  }
  const src = unitFileUrl(source, config);
  if (!src) return <Alert type="warning" showIcon title="视频地址无效" />;
  return (
    <video
      ref={video}
      className="ck-learn-video"
      src={src}
      controls
      preload="metadata"
      onLoadedMetadata={(e) => {
        const el = e.currentTarget;
        const at = unit.videoPosition;
        // Resume unless the learner had reached the very end.
        if (at > 0 && (!Number.isFinite(el.duration) || at < el.duration - 3)) el.currentTime = at;
      }}
    />
  );
}
