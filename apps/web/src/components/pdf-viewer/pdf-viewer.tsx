import {
  ColumnWidthOutlined,
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, InputNumber, Progress, Result, Space, Spin, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PdfPageCanvas } from './pdf-page-canvas.tsx';
import { clampPage, fitWidthScale, MAX_ZOOM, MIN_ZOOM, percentOf, stepZoom } from './pdf-zoom.ts';
import { usePdfDocument } from './use-pdf-document.ts';

const PAGE_PADDING = 16;

function sizeText(bytes: number) {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Shows a PDF from a URL inside the page: one page at a time, zoom, fit width and download. */
export function PdfViewer({ src, title, height = 720 }: { src: string; title?: string; height?: number }) {
  const [attempt, setAttempt] = useState(0);
  const state = usePdfDocument(src, attempt);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [fitWidth, setFitWidth] = useState(true);
  const [pageWidth, setPageWidth] = useState(0);
  const [boxWidth, setBoxWidth] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const pages = state.kind === 'ready' ? state.doc.numPages : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file starts on its first page.
  useEffect(() => {
    setPage(1);
    setFitWidth(true);
  }, [src]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (fitWidth && pageWidth && boxWidth) setScale(fitWidthScale(boxWidth, pageWidth));
  }, [fitWidth, pageWidth, boxWidth]);

  const onPageWidth = useCallback((w: number) => setPageWidth(w), []);
  const zoom = (direction: 1 | -1) => {
    setFitWidth(false);
    setScale((s) => stepZoom(s, direction));
  };
  const ready = state.kind === 'ready';

  return (
    <div
      data-testid="pdf-viewer"
      data-state={state.kind}
      style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 8,
          padding: '6px 8px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Space size={4}>
          <Tooltip title="上一页">
            <Button
              aria-label="上一页"
              icon={<LeftOutlined />}
              disabled={!ready || page <= 1}
              onClick={() => setPage((p) => p - 1)}
            />
          </Tooltip>
          <InputNumber
            aria-label="页码"
            size="middle"
            min={1}
            max={Math.max(pages, 1)}
            value={page}
            disabled={!ready}
            style={{ width: 64 }}
            onChange={(v) => setPage((p) => clampPage(v, pages, p))}
          />
          <span>/ {pages || '-'} 页</span>
          <Tooltip title="下一页">
            <Button
              aria-label="下一页"
              icon={<RightOutlined />}
              disabled={!ready || page >= pages}
              onClick={() => setPage((p) => p + 1)}
            />
          </Tooltip>
        </Space>
        <Space size={4}>
          <Tooltip title="缩小">
            <Button
              aria-label="缩小"
              icon={<ZoomOutOutlined />}
              disabled={!ready || scale <= MIN_ZOOM}
              onClick={() => zoom(-1)}
            />
          </Tooltip>
          <span style={{ minWidth: 48, textAlign: 'center', display: 'inline-block' }}>
            {percentOf(scale)}
          </span>
          <Tooltip title="放大">
            <Button
              aria-label="放大"
              icon={<ZoomInOutlined />}
              disabled={!ready || scale >= MAX_ZOOM}
              onClick={() => zoom(1)}
            />
          </Tooltip>
          <Tooltip title="适合宽度">
            <Button
              aria-label="适合宽度"
              aria-pressed={fitWidth}
              type={fitWidth ? 'primary' : 'default'}
              ghost={fitWidth}
              icon={<ColumnWidthOutlined />}
              disabled={!ready}
              onClick={() => setFitWidth(true)}
            />
          </Tooltip>
        </Space>
        <Typography.Text ellipsis strong style={{ flex: 1, minWidth: 80, textAlign: 'center' }}>
          {title}
        </Typography.Text>
        <Button icon={<DownloadOutlined />} href={src} download>
          下载
        </Button>
      </div>
      <div
        ref={box}
        style={{
          height,
          overflow: 'auto',
          background: '#f0f2f5',
          padding: PAGE_PADDING,
          boxSizing: 'border-box',
        }}
      >
        {state.kind === 'loading' && (
          <div role="status" style={{ paddingTop: height / 3 - PAGE_PADDING, textAlign: 'center' }}>
            <Spin />
            <div style={{ marginTop: 12 }}>
              正在加载 PDF{state.loaded ? `（${sizeText(state.loaded)}）` : ''}…
            </div>
            {state.total > 0 && (
              <Progress
                percent={Math.floor((state.loaded * 100) / state.total)}
                size="small"
                style={{ width: 200 }}
              />
            )}
          </div>
        )}
        {state.kind === 'error' && (
          <Result
            status="error"
            title="PDF 加载失败"
            subTitle={state.reason}
            style={{ paddingTop: height / 6 }}
            extra={[
              <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)}>
                重试
              </Button>,
              <Button key="download" href={src} download>
                下载文件
              </Button>,
            ]}
          />
        )}
        {state.kind === 'ready' && (
          // fit-content + auto margins: centred when narrower than the box, scrollable both ways when wider.
          <div style={{ width: 'fit-content', margin: '0 auto', boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }}>
            <PdfPageCanvas
              doc={state.doc}
              page={Math.min(page, pages)}
              scale={scale}
              onPageWidth={onPageWidth}
            />
          </div>
        )}
      </div>
    </div>
  );
}
