/** Shows a PDF from a URL inside the page. */
export function PdfViewer({ src, title }: { src: string; title?: string }) {
  return (
    <a href={src} target="_blank" rel="noreferrer">
      打开 PDF{title ? `：${title}` : ''}
    </a>
  );
}
