/** Plays a Scratch 3 project (`.sb3`) from a URL. */
export function ScratchPlayer({ src, title }: { src: string; title?: string }) {
  return (
    <a href={src} download>
      下载 Scratch 作品{title ? `：${title}` : ''}
    </a>
  );
}
