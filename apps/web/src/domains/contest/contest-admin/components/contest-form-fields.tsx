import { CONTEST_BOARD_VISIBILITIES, CONTEST_RULE_TYPES } from '@ck/shared';
import {
  DatePicker,
  Divider,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Select,
  Typography,
} from 'antd';
import { UploadInput } from '../../../../admin/crud/upload-input.tsx';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import {
  type ContestForm,
  durationError,
  lockTimeError,
  registerWindowError,
  windowError,
  windowHints,
} from '../contest-form.ts';

const BIZ = 'teaching/contest';
const RANGE_STYLE = { width: '100%', maxWidth: 420 };

const ruleOptions = Object.entries(CONTEST_RULE_TYPES).map(([value, label]) => ({ value, label }));
const visibilityOptions = Object.entries(CONTEST_BOARD_VISIBILITIES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const check = (message: string | null) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

/** Basic facts, windows, registration and board: the upper half of the contest form. */
export function ContestMainFields({ form }: { form: FormInstance<ContestForm> }) {
  const register = Form.useWatch('registerWindow', form);
  const contestWindow = Form.useWatch('window', form);
  const hints = windowHints({ registerWindow: register, window: contestWindow });
  return (
    <>
      <Form.Item name="contestName" label="赛事名称" rules={requiredTextRules('赛事名称', 100)}>
        <Input placeholder="如：2026 春季少儿编程挑战赛" maxLength={100} allowClear />
      </Form.Item>
      <Form.Item name="cover" label="封面" extra="显示在赛事列表和赛事首页，建议 16:9 的图片">
        <UploadInput kind="image" label="封面" biz={BIZ} />
      </Form.Item>
      <Form.Item
        name="ruleType"
        label="赛制"
        rules={[{ required: true, message: '请选择赛制' }]}
        extra="试卷赛的各分组选择一份试卷，通过在线考试作答；已有分组后不能在试卷赛与编程赛制之间切换"
      >
        <Select options={ruleOptions} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        时间
      </Divider>
      <Form.Item
        name="registerWindow"
        label="报名时间"
        extra={
          <>
            <div>可以只选一端；都不选表示比赛结束前都可以报名</div>
            {hints.map((h) => (
              <Typography.Text key={h} type="warning" style={{ display: 'block' }}>
                {h}
              </Typography.Text>
            ))}
          </>
        }
        dependencies={['window']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: ContestForm['registerWindow']) =>
              check(registerWindowError(v, getFieldValue('window'))),
          }),
        ]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={['报名开始', '报名截止']}
          style={RANGE_STYLE}
        />
      </Form.Item>
      <Form.Item
        name="window"
        label="比赛时间"
        required
        rules={[{ validator: (_, v: ContestForm['window']) => check(windowError(v)) }]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={['开始时间', '结束时间']}
          style={RANGE_STYLE}
        />
      </Form.Item>
      <Form.Item
        label="个人限时"
        extra="填写后选手在比赛时间内任意时刻进入，从进入起计时；不填则所有人从开始到结束统一计时。"
      >
        <Form.Item
          name="duration"
          noStyle
          dependencies={['window']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: number | null) => check(durationError(v, getFieldValue('window'))),
            }),
          ]}
        >
          <InputNumber
            min={1}
            max={10_080}
            precision={0}
            suffix="分钟"
            placeholder="不限"
            style={{ width: 160 }}
          />
        </Form.Item>
      </Form.Item>
      <Form.Item
        name="lockTime"
        label="封榜时间"
        dependencies={['window']}
        extra="封榜后选手和访客看到的榜单不再更新，裁判在裁判台解封后公布最终榜单；不填表示不封榜"
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: ContestForm['lockTime']) => check(lockTimeError(v, getFieldValue('window'))),
          }),
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder="不封榜" />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        报名与榜单
      </Divider>
      <Form.Item
        name="isPublic"
        label="报名方式"
        extra="仅验证码：选手凭赛事验证码加入指定分组，也可以由老师导入"
      >
        <Radio.Group
          options={[
            { value: true, label: '公开报名' },
            { value: false, label: '仅验证码' },
          ]}
        />
      </Form.Item>
      <SwitchItem
        name="isPractice"
        label="练习赛"
        extra="练习赛无需报名，登录用户都可以直接进入"
        texts={['是', '否']}
      />
      <Form.Item name="boardVisibility" label="榜单可见性">
        <Radio.Group options={visibilityOptions} />
      </Form.Item>
      <SwitchItem
        name="published"
        label="发布"
        extra="关闭则保存为草稿，只有裁判能看到这场赛事"
        texts={['发布', '草稿']}
      />
    </>
  );
}
