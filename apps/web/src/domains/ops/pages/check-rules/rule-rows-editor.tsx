import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { digitsProblem, emptyRow, MAX_RULE_ROWS, patternCompileProblem, type RuleRow } from './rule-items.ts';

/**
 * The rules of a check rule as rows of digits, pattern and message (the form field `items`), in place of
 * the raw `ruleJson` text: the check-rule page plugs it into the resource form.
 */
export function RuleRowsEditor() {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        规则按顺序逐段校验：每条规则取接下来的若干位（*
        表示剩余全部），整段必须匹配正则表达式，否则提示该条的信息。
      </Typography.Paragraph>
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_rule, items: RuleRow[] | undefined) => {
              if (!items?.length) throw new Error('至少需要一条规则');
            },
          },
        ]}
      >
        {(items, { add, remove }, { errors }) => (
          <>
            {items.map((item, index) => (
              <Row key={item.key} gutter={8} align="top" wrap={false}>
                <Col flex="110px">
                  <Form.Item
                    name={[item.name, 'digits']}
                    label={index === 0 ? '位数' : undefined}
                    rules={[
                      {
                        validator: async (_rule, value: string | undefined) => {
                          const problem = digitsProblem(value ?? '');
                          if (problem) throw new Error(problem);
                        },
                      },
                    ]}
                  >
                    <Input placeholder="* 或数字" aria-label={`第 ${index + 1} 条规则的位数`} />
                  </Form.Item>
                </Col>
                <Col flex="auto">
                  <Form.Item
                    name={[item.name, 'pattern']}
                    label={index === 0 ? '正则表达式' : undefined}
                    rules={[
                      {
                        validator: async (_rule, value: string | undefined) => {
                          const problem = patternCompileProblem(value ?? '');
                          if (problem) throw new Error(problem);
                        },
                      },
                    ]}
                  >
                    <Input placeholder="如：[A-Z]{2}" aria-label={`第 ${index + 1} 条规则的正则表达式`} />
                  </Form.Item>
                </Col>
                <Col flex="auto">
                  <Form.Item
                    name={[item.name, 'message']}
                    label={index === 0 ? '提示信息' : undefined}
                    rules={[
                      { required: true, whitespace: true, message: '请输入提示信息' },
                      { max: 200, message: '不能超过 200 个字符' },
                    ]}
                  >
                    <Input placeholder="不匹配时的提示" aria-label={`第 ${index + 1} 条规则的提示信息`} />
                  </Form.Item>
                </Col>
                <Col flex="32px" style={{ paddingTop: index === 0 ? 34 : 4 }}>
                  <Button
                    type="text"
                    danger
                    aria-label={`删除第 ${index + 1} 条规则`}
                    icon={<MinusCircleOutlined />}
                    disabled={items.length <= 1}
                    onClick={() => remove(item.name)}
                  />
                </Col>
              </Row>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={items.length >= MAX_RULE_ROWS}
              onClick={() => add(emptyRow())}
            >
              添加规则
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </div>
  );
}
