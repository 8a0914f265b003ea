import type { PaperRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, Divider, Form, Input, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { IntegerItem } from '../../../../components/integer-item.tsx';
import { labelColumn } from '../../../../components/label-column.ts';
import { type EditDialogProps, SaveModal } from '../../../../components/save-modal.tsx';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { useFillOnce, useFreshRecord } from '../../../../hooks/use-fresh-record.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { examApi, MONITOR_KEY, pickApi } from '../api.ts';
import {
  audienceError,
  durationHint,
  type ExamForm,
  examBody,
  examClasses,
  examToForm,
  newExamForm,
  windowError,
} from '../exam-form.ts';
import { PaperSelect } from './paper-select.tsx';
import { StudentSelect } from './student-select.tsx';

/** Schedules (or edits) one exam: the paper, who takes it, when, and the anti-cheating switches. */
export function ExamFormModal({ target, onClose, onSaved }: EditDialogProps) {
  const [form] = Form.useForm<ExamForm>();
  const id = target?.id;
  const mobile = useViewport() === 'mobile';
  const [paper, setPaper] = useState<PaperRow>();
  const windowValue = Form.useWatch('window', form);
  const durationValue = Form.useWatch('duration', form);
  const cameraValue = Form.useWatch('cameraInterval', form);
  const classes = useQuery({
    queryKey: ['exam', 'admin', 'classes'],
    queryFn: pickApi.classes,
    staleTime: 60_000,
  });
  const fresh = useFreshRecord(['exam', 'admin', 'exam'], id, examApi.get);
  // The names of the students already chosen come with the monitor's audience list.
  const audience = useQuery({
    queryKey: [...MONITOR_KEY, id, 'names'],
    queryFn: () => examApi.monitor(id ?? ''),
    enabled: !!id && !!fresh.data?.userIds,
    staleTime: 60_000,
    retry: false,
  });
  const known = useMemo(
    () => (audience.data ?? []).map((r) => ({ id: r.userId, username: r.username, realname: r.realname })),
    [audience.data],
  );
  const loading = !!id && !fresh.data;
  const classOptions = useMemo(() => {
    const mine = (classes.data ?? []).map((c) => ({
      value: c.id,
      label: c.schoolName ? `${c.departName}（${c.schoolName}）` : c.departName,
    }));
    const others = (id && fresh.data ? examClasses(fresh.data) : [])
      .filter((c) => !mine.some((m) => m.value === c.id))
      .map((c) => ({ value: c.id, label: c.name }));
    return [...mine, ...others];
  }, [classes.data, id, fresh.data]);

  useFillOnce(target, !id || !!fresh.data, () => {
    form.resetFields();
    setPaper(undefined);
    form.setFieldsValue(id && fresh.data ? examToForm(fresh.data) : newExamForm());
  });

  const save = useDialogFormSave(form, target, async (values) => {
    const body = examBody({ ...form.getFieldsValue(true), ...values }, !!id);
    if (id) await examApi.edit({ ...body, id });
    else await examApi.add(body);
    onSaved();
    onClose();
  });

  const pickPaper = (p: PaperRow | undefined) => {
    setPaper(p);
    if (!p) return;
    form.setFieldValue('duration', p.duration);
    if (!form.getFieldValue('examName')?.trim()) form.setFieldValue('examName', p.paperName);
  };
  const hint = durationHint(windowValue, durationValue);

  return (
    <SaveModal
      title={id ? '编辑考试' : '安排考试'}
      open={!!target}
      onClose={onClose}
      save={save}
      loading={{ spinning: loading, text: fresh.isError ? '考试加载失败' : '加载中' }}
      width={780}
    >
      <Form<ExamForm>
        form={form}
        name="exam-schedule"
        layout={mobile ? 'vertical' : 'horizontal'}
        {...(mobile ? {} : labelColumn('120px'))}
      >
        <Form.Item
          name="paperId"
          label="试卷"
          rules={[{ required: true, message: '请选择试卷' }]}
          extra={
            paper
              ? `总分 ${paper.totalScore} 分${paper.passScore != null ? `，及格 ${paper.passScore} 分` : ''}，共 ${paper.questionCount} 题，建议时长 ${paper.duration} 分钟${paper.hasRandom ? '，含随机抽题' : ''}`
              : id && fresh.data
                ? `总分 ${fresh.data.totalScore} 分`
                : '只能选择已发布的试卷，选择后按试卷建议时长填写考试时长'
          }
        >
          <PaperSelect onPaper={pickPaper} currentLabel={fresh.data?.paperId_dictText} />
        </Form.Item>
        <Form.Item name="examName" label="考试名称" rules={requiredTextRules('考试名称', 100)}>
          <Input placeholder="如：三年级 Scratch 期中测验" maxLength={100} allowClear />
        </Form.Item>
        <Form.Item
          name="window"
          label="考试时间"
          required
          rules={[
            {
              validator: async (_, v: ExamForm['window']) => {
                const message = windowError(v);
                if (message) throw new Error(message);
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            placeholder={['开始时间', '结束时间']}
            style={{ width: '100%', maxWidth: 420 }}
          />
        </Form.Item>
        <Form.Item
          label="考试时长"
          required
          extra={
            <>
              <div>学生在考试时间内任意时刻开始作答，时间以考试结束时间或考试时长先到者为准。</div>
              {hint && <Typography.Text type="warning">{hint}</Typography.Text>}
            </>
          }
        >
          <IntegerItem
            name="duration"
            noStyle
            min={1}
            max={600}
            unit="分钟"
            message="考试时长必须是 1 到 600 分钟"
          />
        </Form.Item>
        <Form.Item
          name="departIds"
          label="参考班级"
          dependencies={['userIds']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, v: string[] | undefined) => {
                const message = audienceError(v, getFieldValue('userIds'));
                if (message) throw new Error(message);
              },
            }),
          ]}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择班级"
            loading={classes.isLoading}
            notFoundContent={classes.isError ? '班级加载失败' : '没有可选的班级'}
            options={classOptions}
          />
        </Form.Item>
        <Form.Item name="userIds" label="额外考生" extra="不在所选班级中的学生也可以单独加入">
          <StudentSelect known={known} classIds={(classes.data ?? []).map((c) => c.id)} />
        </Form.Item>
        <IntegerItem
          name="attempts"
          label="可考次数"
          min={1}
          max={10}
          unit="次"
          message="可考次数必须是 1 到 10 次"
        />
        <Divider titlePlacement="start" plain>
          成绩与答案
        </Divider>
        <SwitchItem name="showScore" label="交卷后显示成绩" texts={['显示', '不显示']} />
        <SwitchItem
          name="showAnswer"
          label="显示答案与解析"
          extra="考试结束后学生可以查看答案与解析"
          texts={['显示', '不显示']}
        />
        <Divider titlePlacement="start" plain>
          防作弊
        </Divider>
        <SwitchItem name="fullScreen" label="要求全屏" texts={['开', '关']} />
        <Form.Item
          name="password"
          label="考试密码"
          extra={
            id && fresh.data?.hasPassword
              ? '已设置密码：留空保持不变'
              : '学生开始考试时需要输入；留空表示不设密码'
          }
          rules={[{ max: 32, message: '考试密码不能超过 32 个字符' }]}
        >
          <Input.Password placeholder="不设密码" maxLength={32} autoComplete="new-password" />
        </Form.Item>
        {id && fresh.data?.hasPassword === 1 && (
          <Form.Item name="clearPassword" label=" " colon={false} valuePropName="checked">
            <Checkbox>取消考试密码</Checkbox>
          </Form.Item>
        )}
        <IntegerItem
          name="maxJumpOut"
          label="切屏上限"
          extra="离开考试页面达到这个次数自动交卷；0 表示不限制（仍会记录切屏次数）"
          min={0}
          max={100}
          unit="次"
          message="切屏次数上限必须是 0 到 100 的整数"
        />
        <IntegerItem
          name="cameraInterval"
          label="拍照间隔"
          extra={cameraValue ? '考试中每隔这么多秒用摄像头拍一张照片' : '0 表示不拍照'}
          min={0}
          max={3600}
          unit="秒"
          message="拍照间隔必须是 0 到 3600 秒"
        />
        <SwitchItem
          name="mobileCamera"
          label="手机侧拍"
          extra="学生用手机扫码，从侧面拍摄考试过程"
          texts={['开', '关']}
        />
        <SwitchItem
          name="published"
          label="发布"
          extra="关闭则保存为草稿，学生看不到这场考试"
          texts={['发布', '草稿']}
        />
      </Form>
    </SaveModal>
  );
}
