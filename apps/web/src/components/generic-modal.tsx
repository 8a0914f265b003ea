import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps, Tooltip } from 'antd';
import { useState } from 'react';

interface GenericModalProps extends ModalProps {
  /** Shows the full-screen toggle in the title bar (SPEC §2). */
  switchFullscreen?: boolean;
  defaultFullscreen?: boolean;
}

/** antd Modal with an optional full-screen toggle; everything else passes through. */
export function GenericModal({
  switchFullscreen = true,
  defaultFullscreen = false,
  title,
  width = 720,
  style,
  styles,
  children,
  ...rest
}: GenericModalProps) {
  const [fullscreen, setFullscreen] = useState(defaultFullscreen);
  const heading = (
    <div style={{ display: 'flex', alignItems: 'center', paddingRight: 32 }}>
      <span style={{ flex: 1, minWidth: 0 }}>{title}</span>
      {switchFullscreen && (
        <Tooltip title={fullscreen ? '退出全屏' : '全屏'}>
          <Button
            type="text"
            size="small"
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={() => setFullscreen((v) => !v)}
          />
        </Tooltip>
      )}
    </div>
  );
  return (
    <Modal
      {...rest}
      title={heading}
      width={fullscreen ? '100vw' : width}
      style={fullscreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0, margin: 0 } : style}
      styles={
        fullscreen
          ? { ...styles, body: { height: 'calc(100vh - 130px)', overflowY: 'auto' } }
          : { ...styles, body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } }
      }
    >
      {children}
    </Modal>
  );
}
