import { Form, Tabs } from 'antd';
import { useState } from 'react';
import { labelColumn } from '../../../../components/label-column.ts';
import { RichTextEditor } from '../../../../components/rich-text-editor.tsx';
import { type EditDialogProps, SaveModal } from '../../../../components/save-modal.tsx';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { useFillOnce, useFreshRecord } from '../../../../hooks/use-fresh-record.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { CONTESTS_KEY, contestApi } from '../api.ts';
import { type ContestForm, contestBody, contestToForm, newContestForm } from '../contest-form.ts';
import { ContestAwardFields } from './contest-award-fields.tsx';
import { ContestMainFields } from './contest-form-fields.tsx';

/** Creates or edits a contest: facts, windows, registration, board, awards, intro and rules. */
export function ContestFormModal({ target, onClose, onSaved }: EditDialogProps) {
  const [form] = Form.useForm<ContestForm>();
  const id = target?.id;
  const mobile = useViewport() === 'mobile';
  const fresh = useFreshRecord([...CONTESTS_KEY, 'edit'], id, contestApi.get);
  const loading = !!id && !fresh.data;
  const [tab, setTab] = useState('main');

  useFillOnce(target, !id || !!fresh.data, () => {
    form.resetFields();
    setTab('main');
    form.setFieldsValue(id && fresh.data ? contestToForm(fresh.data) : newContestForm());
  });

  const save = useDialogFormSave(form, target, async (values) => {
    const body = contestBody({ ...form.getFieldsValue(true), ...values });
    if (id) await contestApi.edit({ ...body, id });
    else await contestApi.add(body);
    onSaved();
    onClose();
  });

  const editor = (name: 'intro' | 'rules', placeholder: string) => (
    <Form.Item name={name} noStyle>
      <RichTextEditor placeholder={placeholder} minHeight={320} />
    </Form.Item>
  );

  return (
    <SaveModal
      title={id ? '编辑赛事' : '新增赛事'}
      open={!!target}
      onClose={onClose}
      onSave={async () => {
        await save.submit();
        // Every checked field is on the first tab: show it when one of them is wrong.
        if (form.getFieldsError().some((f) => f.errors.length > 0)) setTab('main');
      }}
      save={save}
      loading={{ spinning: loading, text: fresh.isError ? '赛事加载失败' : '加载中' }}
      width={880}
      mask={{ closable: false }}
    >
      <Form<ContestForm>
        form={form}
        name="contest-form"
        layout={mobile ? 'vertical' : 'horizontal'}
        {...(mobile ? {} : labelColumn('110px'))}
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'main',
              label: '基本设置',
              forceRender: true,
              children: (
                <>
                  <ContestMainFields form={form} />
                  <ContestAwardFields form={form} />
                </>
              ),
            },
            {
              key: 'intro',
              label: '赛事介绍',
              forceRender: true,
              children: editor('intro', '赛事简介、奖项设置、主办单位……显示在赛事首页'),
            },
            {
              key: 'rules',
              label: '比赛规则',
              forceRender: true,
              children: editor('rules', '比赛规则、编程语言、评分方式、注意事项……'),
            },
          ]}
        />
      </Form>
    </SaveModal>
  );
}
