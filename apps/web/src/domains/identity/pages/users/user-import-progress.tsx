import type { UserImportProgress } from '@ck/shared';
import { Modal, Progress, Spin, Steps, Typography } from 'antd';

/** Where a running import is: the upload's bytes, then the phases the server reports. */
export interface ImportStage {
  /** Fraction of the file sent, 0 to 1. */
  uploaded: number;
  server: UserImportProgress | null;
  /** Set once the upload has answered: whether the users were written, and the server's message. */
  outcome?: { success: boolean; text: string };
}

const STEPS = ['上传', '解析', '校验', '写入', '完成'];
const STEP_OF_PHASE: Record<UserImportProgress['phase'], number> = {
  parse: 1,
  validate: 2,
  write: 3,
  done: 4,
};

function describe(stage: ImportStage): { step: number; percent: number | null; text: string } {
  const { uploaded, server, outcome } = stage;
  if (outcome) return { step: 4, percent: 100, text: outcome.text };
  if (!server || (server.phase === 'parse' && uploaded < 1)) {
    if (uploaded < 1) return { step: 0, percent: Math.floor(uploaded * 100), text: '正在上传文件…' };
    return { step: 1, percent: null, text: '上传完成，等待服务器处理…' };
  }
  if (server.phase === 'parse') return { step: 1, percent: null, text: '正在解析文件…' };
  if (server.phase === 'done') return { step: 4, percent: 100, text: server.message ?? '处理完成' };
  const percent = server.total ? Math.floor((server.processed / server.total) * 100) : 0;
  const text = `正在${server.phaseText}：${server.processed} / ${server.total} 行`;
  return { step: STEP_OF_PHASE[server.phase], percent, text };
}

/** The modal shown while a user import runs; it cannot be closed until the server answers. */
export function UserImportProgressModal({ stage }: { stage: ImportStage | null }) {
  const view = stage ? describe(stage) : null;
  const failed = stage?.outcome?.success === false;
  const title = stage?.outcome ? (failed ? '导入失败' : '导入完成') : '正在导入用户';
  return (
    <Modal open={!!stage} title={title} footer={null} closable={false} mask={{ closable: false }}>
      {view && (
        <>
          <Steps
            size="small"
            current={view.step}
            status={failed ? 'error' : view.step === 4 ? 'finish' : 'process'}
            items={STEPS.map((title) => ({ title }))}
            style={{ margin: '8px 0 24px' }}
          />
          {view.percent === null ? (
            <div style={{ textAlign: 'center', padding: '8px 0' }}>
              <Spin />
            </div>
          ) : (
            <Progress
              percent={view.percent}
              status={failed ? 'exception' : view.step === 4 ? 'success' : 'active'}
            />
          )}
          <Typography.Text type="secondary">{view.text}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">导入完成前请勿关闭页面。</Typography.Text>
          </div>
        </>
      )}
    </Modal>
  );
}
