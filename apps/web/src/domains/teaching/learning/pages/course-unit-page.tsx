import {
  AppstoreOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  BookOutlined,
  CodeOutlined,
  EditOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  KeyOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { LearnerUnit } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Tag } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { BrightHero } from '../../../../components/bright-hero.tsx';
import { useSysConfig } from '../../../../hooks/use-sys-config.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { fetchLearnerUnits, logUnitView } from '../api.ts';
import { CaseProject } from '../components/case-project.tsx';
import { HeroLink } from '../components/hero-link.tsx';
import { LoadState } from '../components/load-state.tsx';
import { LockedActions } from '../components/locked-prompt.tsx';
import { UnitContent } from '../components/unit-content.tsx';
import { displayName, downloadUrl, unitFileUrl } from '../components/unit-files.ts';
import { UnitHomework } from '../components/unit-homework.tsx';
import { UnitMaterials } from '../components/unit-materials.tsx';
import { STATE_LOOK } from '../components/unit-state.tsx';
import { UnitVideo } from '../components/unit-video.tsx';
import '../learning.css';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card
      className="ck-learn-section"
      title={
        <span style={{ fontSize: 18 }}>
          {icon} {title}
        </span>
      }
    >
      {children}
    </Card>
  );
}

/** `/home-page/courseUnit?id=&courseId=`: one unit's video, case project, materials, content and homework. */
export function CourseUnitPage() {
  const [params] = useSearchParams();
  const unitId = params.get('id') ?? '';
  const courseId = params.get('courseId') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const { data: config } = useSysConfig();
  const units = useQuery({
    queryKey: ['learning', 'units', courseId, !!token],
    queryFn: () => fetchLearnerUnits(courseId),
    enabled: !!courseId,
  });
  const list = units.data ?? [];
  const index = list.findIndex((u) => u.id === unitId);
  const unit = index >= 0 ? list[index] : undefined;
  useDocumentTitle(unit?.unitName ?? '课程单元');

  // Opening a unit counts as studying it (signed-in learners only); maps and cards then show it done.
  useEffect(() => {
    if (!token || !unit?.id) return;
    const key = ['learning', 'units', courseId, true];
    logUnitView(unit.id)
      .then((progress) => {
        queryClient.setQueryData<LearnerUnit[]>(key, (old) =>
          old?.map((u) =>
            u.id === progress.unitId && u.state === 'open' ? { ...u, state: progress.state } : u,
          ),
        );
        return queryClient.invalidateQueries({ queryKey: ['learning'], refetchType: 'none' });
      })
      .catch(() => undefined);
  }, [token, unit?.id, courseId, queryClient]);

  if (!courseId || !unitId)
    return <Empty style={{ padding: 48 }} description="缺少单元参数，请从课程页进入" />;
  if (!units.data) return <LoadState query={units} extra={<LockedActions />} />;
  if (!unit) return <Empty style={{ padding: 48 }} description="单元不存在或已被删除" />;

  const goUnit = (id: string) =>
    navigate(`/home-page/courseUnit?id=${encodeURIComponent(id)}&courseId=${encodeURIComponent(courseId)}`);
  const prev = list[index - 1];
  const next = list[index + 1];
  const plan = unitFileUrl(unit.coursePlan, config);
  // Only the course's teachers and admins are sent the answer file.
  const answer = unitFileUrl(unit.courseWorkAnswer, config);
  const look = STATE_LOOK[unit.state];
  const nothing = !unit.courseVideo && !unit.courseCase && !unit.coursePpt && !unit.mediaContent;

  return (
    <div>
      <BrightHero
        tone="ck-learn-hero"
        extra={
          token && (
            <Tag color={look.color} icon={look.icon} style={{ fontSize: 15, padding: '4px 12px' }}>
              {look.label}
            </Tag>
          )
        }
      >
        <HeroLink
          icon={<AppstoreOutlined />}
          onClick={() => navigate(`/home-page/courseDetail?id=${encodeURIComponent(courseId)}`)}
        >
          {unit.courseName}
        </HeroLink>
        <h2>
          第 {index + 1} 单元 · {unit.unitName}
        </h2>
        {unit.unitIntro && <p>{unit.unitIntro}</p>}
      </BrightHero>

      {unit.courseVideo && (
        <Section icon={<PlayCircleOutlined style={{ color: '#1677ff' }} />} title="课程视频">
          <UnitVideo key={unit.id} unit={unit} config={config} savePosition={!!token} />
        </Section>
      )}
      {unit.courseCase && (
        <Section icon={<CodeOutlined style={{ color: '#fa8c16' }} />} title="案例作品">
          <CaseProject key={unit.id} path={unit.courseCase} title={unit.unitName} config={config} />
        </Section>
      )}
      {unit.coursePpt && (
        <Section icon={<FolderOpenOutlined style={{ color: '#13c2c2' }} />} title="课件资料">
          <UnitMaterials files={unit.coursePpt} config={config} />
        </Section>
      )}
      {unit.mediaContent && (
        <Section icon={<BookOutlined style={{ color: '#52c41a' }} />} title="学习内容">
          <UnitContent html={unit.mediaContent} />
        </Section>
      )}
      {unit.courseWorkType !== null && (
        <Section icon={<EditOutlined style={{ color: '#eb2f96' }} />} title="课后作业">
          <UnitHomework unit={unit} config={config} signedIn={!!token} />
        </Section>
      )}
      {plan && (
        <Section
          icon={<FileTextOutlined style={{ color: '#722ed1' }} />}
          title={unit.showCoursePlan ? '教案' : '教案（学生不可见）'}
        >
          <Button href={downloadUrl(plan)} download={displayName(unit.coursePlan ?? '')}>
            下载教案 {displayName(unit.coursePlan ?? '')}
          </Button>
        </Section>
      )}
      {answer && (
        <Section icon={<KeyOutlined style={{ color: '#faad14' }} />} title="作业答案（仅老师可见）">
          <Button href={downloadUrl(answer)} download={displayName(unit.courseWorkAnswer ?? '')}>
            下载作业答案 {displayName(unit.courseWorkAnswer ?? '')}
          </Button>
        </Section>
      )}
      {nothing && <Empty style={{ padding: 32 }} description="这个单元还没有学习内容" />}

      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '8px 0 24px' }} wrap>
        <Button
          size="large"
          shape="round"
          icon={<ArrowLeftOutlined />}
          disabled={!prev}
          onClick={() => prev && goUnit(prev.id)}
        >
          {prev ? `上一单元：${prev.unitName}` : '已经是第一单元'}
        </Button>
        <Button
          type="primary"
          size="large"
          shape="round"
          disabled={!next}
          onClick={() => next && goUnit(next.id)}
        >
          {next ? `下一单元：${next.unitName}` : '已经是最后一单元'} <ArrowRightOutlined />
        </Button>
      </Space>
    </div>
  );
}
