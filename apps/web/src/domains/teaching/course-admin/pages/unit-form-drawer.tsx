import { VIDEO_EMBED_HOSTS } from '@ck/shared';
import { Form, Input, InputNumber, Radio, Select, Switch, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RichTextInput } from '../../../../admin/crud/rich-text-input.tsx';
import { UploadInput } from '../../../../admin/crud/upload-input.tsx';
import { labelColumn } from '../../../../components/label-column.ts';
import { SaveDrawer } from '../../../../components/save-drawer.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useFormSave } from '../../../../hooks/use-form-save.ts';
import { useFreshRecord } from '../../../../hooks/use-fresh-record.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { addUnit, editUnit, getUnit } from '../api.ts';
import { FileUpload } from '../components/file-upload.tsx';
import { JudgeProblemSelect } from '../components/judge-problem-select.tsx';
import { VIDEO_SOURCE_OPTIONS, WORK_TYPE_OPTIONS } from '../course-codes.ts';
import {
  CASE_ACCEPT,
  judgedWorkType,
  MATERIAL_ACCEPT,
  newUnitForm,
  PLAN_ACCEPT,
  type UnitFormValues,
  unitBody,
  unitToForm,
  VIDEO_ACCEPT,
  videoProblem,
  workAccept,
} from '../unit-form.ts';

const BIZ = 'teaching/unit';

/** The tab holding each field, to show the first invalid one. */
const TAB_OF: Record<string, string> = {
  unitName: 'base',
  courseVideo: 'video',
  courseCase: 'materials',
  courseWork: 'work',
};

interface Props {
  /** null: closed; `{}`: a new unit; `{ id }`: edit that unit. */
  target: { id?: string } | null;
  courseId: string;
  /** The order a new unit gets (after the last one). */
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}

const visibility = (name: keyof UnitFormValues, label: string, tooltip?: string) => (
  <Form.Item name={name} label={label} valuePropName="checked" tooltip={tooltip}>
    <Switch checkedChildren="学生可见" unCheckedChildren="学生不可见" />
  </Form.Item>
);

/** Adds or edits a unit: its video, case project, materials, lesson plan, homework and content. */
export function UnitFormDrawer({ target, courseId, nextOrder, onClose, onSaved }: Props) {
  const [form] = Form.useForm<UnitFormValues>();
  const [tab, setTab] = useState('base');
  const mobile = useViewport() === 'mobile';
  const id = target?.id;
  const source = Form.useWatch('courseVideoSource', form) ?? 1;
  const workType = Form.useWatch('courseWorkType', form);
  const fresh = useFreshRecord(['teaching', 'unit'], id, getUnit);
  const loading = !!id && !fresh.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when the drawer opens or the record arrives, not when the next order changes.
  useEffect(() => {
    if (!target) return;
    setTab('base');
    form.resetFields();
    form.setFieldsValue(id ? (fresh.data ? unitToForm(fresh.data) : {}) : newUnitForm(nextOrder));
  }, [target, id, fresh.data, form]);

  const { saving, error, setError, submit } = useFormSave(form, async (values) => {
    const body = unitBody({ ...form.getFieldsValue(true), ...values }, courseId);
    if (id) {
      const { courseId: _, ...fields } = body;
      await editUnit({ ...fields, id });
    } else await addUnit(body);
    onSaved();
    onClose();
  });
  useEffect(() => {
    if (target) setError(undefined);
  }, [target, setError]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch (e) {
      const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      if (first) setTab(TAB_OF[String(first)] ?? 'base');
      return;
    }
    await submit();
  };

  /** A file of the homework, of the kind its type runs; none before a type is chosen. */
  const workFile = (name: keyof UnitFormValues, label: string, short: string, extra: string) => (
    <Form.Item name={name} label={label} extra={extra}>
      <FileUpload accept={workAccept(workType)} label={short} biz={BIZ} disabled={workType == null} />
    </Form.Item>
  );

  const videoInput =
    source === 1 ? (
      <FileUpload accept={VIDEO_ACCEPT} label="视频" biz={BIZ} />
    ) : (
      <Input
        allowClear
        placeholder={source === 2 ? 'https://…/video.mp4' : 'https://player.bilibili.com/player.html?bvid=…'}
      />
    );

  return (
    <SaveDrawer
      title={id ? '编辑单元' : '新增单元'}
      open={!!target}
      onClose={onClose}
      size={mobile ? '100%' : 880}
      saving={saving}
      onSave={save}
      error={error}
      loading={{ spinning: loading, text: fresh.isError ? '单元加载失败' : '加载中' }}
    >
      <Form<UnitFormValues>
        form={form}
        name="unit"
        {...labelColumn('110px')}
        onValuesChange={(changed) => {
          // A stored file path is no link and a link no embed: a new source starts empty.
          if ('courseVideoSource' in changed) form.setFieldValue('courseVideo', null);
        }}
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'base',
              label: '基本信息',
              forceRender: true,
              children: (
                <>
                  <Form.Item
                    name="unitName"
                    label="单元名称"
                    rules={requiredTextRules('单元名称', 100, '请输入')}
                  >
                    <Input placeholder="如：第一课 小猫走路" maxLength={100} allowClear />
                  </Form.Item>
                  <Form.Item name="unitIntro" label="单元简介">
                    <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
                  </Form.Item>
                  <Form.Item name="unitCover" label="封面">
                    <UploadInput kind="image" label="封面" biz={BIZ} />
                  </Form.Item>
                  <Form.Item name="orderNum" label="排序" tooltip="也可以在单元列表里拖动调整">
                    <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
                  </Form.Item>
                </>
              ),
            },
            {
              key: 'video',
              label: '视频',
              forceRender: true,
              children: (
                <>
                  <Form.Item name="courseVideoSource" label="视频来源">
                    <Radio.Group options={VIDEO_SOURCE_OPTIONS} optionType="button" />
                  </Form.Item>
                  <Form.Item
                    name="courseVideo"
                    label={source === 1 ? '视频文件' : source === 2 ? '视频地址' : '播放器地址'}
                    extra={
                      source === 3
                        ? `填写视频网站“分享 → 嵌入代码”中 src 的地址（${VIDEO_EMBED_HOSTS.length} 个允许的网站）`
                        : source === 2
                          ? '可直接播放的 mp4 / webm 视频地址'
                          : '支持 mp4、webm'
                    }
                    rules={[
                      {
                        validator: async (_, value: string | null | undefined) => {
                          const problem = videoProblem(source, value);
                          if (problem) throw new Error(problem);
                        },
                      },
                    ]}
                  >
                    {videoInput}
                  </Form.Item>
                  {visibility('showCourseVideo', '视频可见')}
                </>
              ),
            },
            {
              key: 'materials',
              label: '案例与课件',
              forceRender: true,
              children: (
                <>
                  <Form.Item
                    name="courseCase"
                    label="案例工程"
                    extra="Scratch 工程（.sb3）在播放器中打开，Python / C++ 代码以代码形式展示"
                  >
                    <FileUpload accept={CASE_ACCEPT} label="案例" biz={BIZ} />
                  </Form.Item>
                  {visibility('showCourseCase', '案例可见')}
                  <Form.Item
                    name="coursePpt"
                    label="课件资料"
                    extra="PDF 在页面中直接阅读，PPT / Word 供下载；可上传多个"
                  >
                    <FileUpload multiple accept={MATERIAL_ACCEPT} label="课件" biz={BIZ} />
                  </Form.Item>
                  {visibility('showCoursePpt', '课件可见')}
                  <Form.Item name="coursePlan" label="教案">
                    <FileUpload accept={PLAN_ACCEPT} label="教案" biz={BIZ} />
                  </Form.Item>
                  {visibility('showCoursePlan', '教案可见', '教案默认只有老师能看到')}
                </>
              ),
            },
            {
              key: 'work',
              label: '作业',
              forceRender: true,
              children: (
                <>
                  <Form.Item name="courseWorkType" label="作业类型">
                    <Select
                      allowClear
                      placeholder="无作业"
                      options={WORK_TYPE_OPTIONS}
                      style={{ width: 200 }}
                    />
                  </Form.Item>
                  {judgedWorkType(workType) && (
                    <Form.Item
                      name="courseWorkProblemId"
                      label="判题题目"
                      extra="选择题库中的题目后，学生可以在编辑器里点“判题”，用题目的测试数据检查程序"
                    >
                      <JudgeProblemSelect />
                    </Form.Item>
                  )}
                  {workFile('courseWork', '作业素材', '素材', '学生做作业时从这个文件开始')}
                  {workFile('courseWorkAnswer', '参考答案', '答案', '答案只有老师能看到')}
                  {workType == null && (
                    <Typography.Text type="secondary">选择作业类型后可以上传素材和答案</Typography.Text>
                  )}
                </>
              ),
            },
            {
              key: 'content',
              label: '图文内容',
              children: (
                <Form.Item name="mediaContent" wrapperCol={{ span: 24 }}>
                  <RichTextInput label="单元的图文内容" />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </SaveDrawer>
  );
}
