import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import type { LearnerUnit } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { postAction, unwrap, uploadAction } from '../../../../api/client.ts';
import type { SysConfig } from '../../../../api/types.ts';
import { fetchUnitWorkInfo } from '../api.ts';
import { displayName, downloadUrl, unitFileUrl } from './unit-files.ts';
import { STATE_LOOK } from './unit-state.tsx';

/** Work types of the homework (dict `course_work_type`, the same codes as a work's type). */
const FILE = 0;
const SCRATCH2 = 1;
const SCRATCH3 = 2;
const SCRATCHJR = 3;
const PYTHON = 4;
const CPP = 5;

/** Where "做作业" goes for a homework type; null when the homework is done outside the platform. */
export function homeworkEditorPath(unit: Pick<LearnerUnit, 'id' | 'courseWorkType' | 'courseWorkProblemId'>) {
  const id = encodeURIComponent(unit.id);
  switch (unit.courseWorkType) {
    case SCRATCH2:
    case SCRATCH3:
      return `/scratch3?unitId=${id}`;
    case SCRATCHJR:
      return `/scratch3?unitId=${id}&mode=simple`;
    case PYTHON:
      return `/python?unitId=${id}`;
    case CPP:
      return unit.courseWorkProblemId ? `/oj/problem/${encodeURIComponent(unit.courseWorkProblemId)}` : '/oj';
    default:
      return null;
  }
}

/** File homework: pick a file, it is uploaded as a work and handed in. */
function FileHandIn({ unit, onDone }: { unit: LearnerUnit; onDone: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const handIn = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const { path } = unwrap(
        await uploadAction<{ path: string }>('/teaching/teachingWork/upload?workType=0&kind=file', form, {
          quiet: true,
        }),
      );
      unwrap(
        await postAction<{ id: string }>(
          '/teaching/teachingWork/submit',
          {
            workName: unit.unitName,
            workType: FILE,
            workFile: path,
            workScene: 'course',
            courseId: unit.courseId,
            unitId: unit.id,
            workStatus: 1,
          },
          { quiet: true },
        ),
      );
      message.success('作业已提交，等待老师批改');
      onDone();
    } catch (e) {
      message.error(`提交失败：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        void handIn(file);
        return false;
      }}
    >
      <Button type="primary" size="large" shape="round" icon={<UploadOutlined />} loading={busy}>
        上传并提交作业
      </Button>
    </Upload>
  );
}

/** The unit's homework: its type, the learner's state and score, and "做作业" in the right editor. */
export function UnitHomework({
  unit,
  config,
  signedIn,
}: {
  unit: LearnerUnit;
  config?: SysConfig;
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['learning', 'work-info', unit.id],
    queryFn: () => fetchUnitWorkInfo(unit.id),
    enabled: signedIn,
  });
  const starter = unitFileUrl(unit.courseWork, config);
  const state = info.data?.state;
  const editorPath = homeworkEditorPath(unit);
  const isFile = unit.courseWorkType === FILE;
  const starterLink = starter && (
    <Button
      type={editorPath || isFile ? 'link' : 'primary'}
      size={editorPath || isFile ? 'middle' : 'large'}
      shape={editorPath || isFile ? undefined : 'round'}
      icon={editorPath || isFile ? <DownloadOutlined /> : <EditOutlined />}
      href={downloadUrl(starter)}
      download={displayName(unit.courseWork ?? '')}
    >
      {editorPath || isFile ? '下载作业素材' : '做作业'}
    </Button>
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <span>作业类型：</span>
        <Tag color="purple">{unit.courseWorkType_dictText || '作业'}</Tag>
        {state && state !== 'open' && state !== 'viewed' && (
          <Tag color={STATE_LOOK[state].color} icon={STATE_LOOK[state].icon}>
            {STATE_LOOK[state].label}
          </Tag>
        )}
        {info.data?.score !== null && info.data?.score !== undefined && (
          <Tag color="magenta">得分 {info.data.score}</Tag>
        )}
      </Space>
      {editorPath && (
        <Space wrap>
          <Button
            type="primary"
            size="large"
            shape="round"
            icon={<EditOutlined />}
            onClick={() => navigate(editorPath)}
          >
            做作业
          </Button>
          {unit.courseWorkType === CPP ? null : starterLink}
        </Space>
      )}
      {isFile &&
        (signedIn ? (
          <Space wrap>
            <FileHandIn
              unit={unit}
              onDone={() => queryClient.invalidateQueries({ queryKey: ['learning', 'work-info', unit.id] })}
            />
            {starterLink}
          </Space>
        ) : (
          <Typography.Text type="secondary">登录后可以上传并提交作业。</Typography.Text>
        ))}
      {!editorPath && !isFile && (
        <>
          {starterLink || (
            <Typography.Text type="secondary">
              本单元的作业没有素材文件，按老师的要求完成即可。
            </Typography.Text>
          )}
          {starter && (
            <Typography.Text type="secondary">
              点击“做作业”下载作业素材，用对应的编辑器打开完成后交给老师。
            </Typography.Text>
          )}
        </>
      )}
    </Space>
  );
}
