import { CONTEST_AWARD_MODES, type ContestRuleType, SCHOOL_RANK_MODES } from '@ck/shared';
import { Divider, Form, type FormInstance, InputNumber, Radio, Select, Space } from 'antd';
import { awardLinesError, type ContestForm } from '../contest-form.ts';

const rankModeOptions = Object.entries(SCHOOL_RANK_MODES).map(([value, label]) => ({ value, label }));

const check = (message: string | null) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

/** Award lines and the school ranking. */
export function ContestAwardFields({ form }: { form: FormInstance<ContestForm> }) {
  const mode = Form.useWatch('awardMode', form);
  const ruleType = Form.useWatch('ruleType', form) as ContestRuleType | undefined;
  const ratio = mode !== 'score';
  const lineRule = {
    validator: () =>
      check(
        awardLinesError(
          {
            awardMode: form.getFieldValue('awardMode'),
            awardFirst: form.getFieldValue('awardFirst'),
            awardSecond: form.getFieldValue('awardSecond'),
            awardThird: form.getFieldValue('awardThird'),
          },
          form.getFieldValue('ruleType'),
        ),
      ),
  };
  // The check sits on the first line and reruns when anything it reads changes; its message shows
  // under the whole row.
  const line = (name: 'awardFirst' | 'awardSecond' | 'awardThird', label: string) => (
    <Form.Item
      name={name}
      noStyle
      {...(name === 'awardFirst'
        ? {
            dependencies: ['awardMode', 'ruleType', 'awardSecond', 'awardThird'],
            rules: [lineRule],
          }
        : {})}
    >
      <InputNumber
        min={0}
        max={ratio ? 100 : 100_000}
        suffix={ratio ? '%' : '分'}
        placeholder="不设"
        aria-label={label}
        prefix={label}
        style={{ width: 170 }}
      />
    </Form.Item>
  );
  return (
    <>
      <Divider titlePlacement="start" plain>
        评奖与学校排名
      </Divider>
      <Form.Item name="awardMode" label="评奖方式">
        <Radio.Group
          options={Object.entries(CONTEST_AWARD_MODES).map(([value, label]) => ({
            value,
            label,
            disabled: value === 'score' && ruleType === 'acm',
          }))}
        />
      </Form.Item>
      <Form.Item
        label="获奖线"
        extra={
          ratio
            ? '按排名先后，每个奖项占有成绩选手的百分比，合计不超过 100%；不填表示不设该奖项'
            : '达到分数线获奖，一等奖分数线最高；不填表示不设该奖项'
        }
      >
        <Space wrap>
          {line('awardFirst', '一等奖')}
          {line('awardSecond', '二等奖')}
          {line('awardThird', '三等奖')}
        </Space>
      </Form.Item>
      <Form.Item label="学校排名" extra="每所学校按成绩最好的前 N 名选手计算">
        <Space wrap>
          <Form.Item name="schoolRankMode" noStyle>
            <Select options={rankModeOptions} style={{ width: 160 }} aria-label="学校排名方式" />
          </Form.Item>
          <Form.Item
            name="schoolTopN"
            noStyle
            rules={[{ required: true, type: 'integer', min: 1, max: 100, message: '前 N 名必须是 1 到 100' }]}
          >
            <InputNumber
              min={1}
              max={100}
              precision={0}
              prefix="N ="
              aria-label="前 N 名"
              style={{ width: 120 }}
            />
          </Form.Item>
        </Space>
      </Form.Item>
    </>
  );
}
