import { Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { ScratchPlayer } from './scratch-player.tsx';

/** A page that plays the project named by `?src=` (and titles it with `?title=`). */
export function ScratchPlayerPage() {
  const [params] = useSearchParams();
  const raw = params.get('src') ?? '';
  // Only this site's own files: a link must not make the page fetch from elsewhere.
  const src = raw.startsWith('/') && !raw.startsWith('//') ? raw : '';
  const title = params.get('title') ?? undefined;
  return (
    <div style={{ maxWidth: 980, margin: '24px auto', padding: '0 16px' }}>
      {src ? (
        <ScratchPlayer src={src} title={title} />
      ) : (
        <Empty description={raw ? '作品地址无效' : '没有指定要播放的作品'} />
      )}
    </div>
  );
}
