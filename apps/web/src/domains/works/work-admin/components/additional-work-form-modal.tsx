import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { UploadInput } from '../../../../admin/crud/upload-input.tsx';
import { labelColumn } from '../../../../components/label-column.ts';
import { type EditDialogProps, SaveModal } from '../../../../components/save-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { useFreshRecord } from '../../../../hooks/use-fresh-record.ts';
import { FileUpload } from '../../../teaching/course-admin/components/file-upload.tsx';
import { MATERIAL_ACCEPT, workAccept } from '../../../teaching/course-admin/unit-form.ts';
import { extraApi, pickApi } from '../api.ts';
import {
  type AdditionalWorkForm,
  additionalWorkBody,
  additionalWorkToForm,
  judgeable,
  newAdditionalWorkForm,
} from '../homework.ts';
import { HOMEWORK_TYPE_OPTIONS } from '../work-codes.ts';

const BIZ = 'teaching/additionalWork';

function ProblemSelect(props: { value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  const [keyword, setKeyword] = useState('');
  const problems = useQuery({
    queryKey: ['works', 'judge-problems', keyword],
    queryFn: () => pickApi.problems(keyword || undefined),
    staleTime: 60_000,
  });
  return (
    <Select
      id={props.id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="不判题（可选）"
      loading={problems.isLoading}
      value={props.value || undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={(problems.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
      notFoundContent={problems.isError ? '没有题库权限或加载失败' : '没有找到题目'}
    />
  );
}

/** Adds or edits one extra homework: what to do, the starter file and document, the classes, the window. */
export function AdditionalWorkFormModal({ target, onClose, onSaved }: EditDialogProps) {
  const [form] = Form.useForm<AdditionalWorkForm>();
  const id = target?.id;
  const codeType = Form.useWatch('codeType', form);
  const classes = useQuery({
    queryKey: ['works', 'my-classes'],
    queryFn: pickApi.classes,
    staleTime: 60_000,
  });
  const fresh = useFreshRecord(['works', 'additional'], id, extraApi.get);
  const loading = !!id && !fresh.data;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(id ? (fresh.data ? additionalWorkToForm(fresh.data) : {}) : newAdditionalWorkForm());
  }, [target, id, fresh.data, form]);

  const save = useDialogFormSave(form, target, async (values) => {
    const body = additionalWorkBody({ ...form.getFieldsValue(true), ...values });
    if (id) await extraApi.edit({ ...body, id });
    else await extraApi.add(body);
    onSaved();
    onClose();
  });

  return (
    <SaveModal
      title={id ? '编辑额外作业' : '新增额外作业'}
      open={!!target}
      onClose={onClose}
      save={save}
      loading={{ spinning: loading, text: fresh.isError ? '作业加载失败' : '加载中' }}
      width={720}
    >
      <Form<AdditionalWorkForm>
        form={form}
        name="additional-work"
        {...labelColumn('100px')}
        onValuesChange={(changed) => {
          // A starter file of one language is no starting point for another.
          if ('codeType' in changed) form.setFieldValue('workUrl', null);
        }}
      >
        <Form.Item name="workName" label="作业名称" rules={requiredTextRules('作业名称', 100, '请输入')}>
          <Input placeholder="如：画一座房子" maxLength={100} allowClear />
        </Form.Item>
        <Form.Item name="codeType" label="作业类型" rules={[{ required: true, message: '请选择作业类型' }]}>
          <Select options={HOMEWORK_TYPE_OPTIONS} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="workDesc" label="作业说明">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="classes"
          label="布置班级"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个班级' }]}
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择班级"
            loading={classes.isLoading}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.departName }))}
          />
        </Form.Item>
        <Form.Item
          name="window"
          label="作业时间"
          rules={[
            {
              validator: async (_, v: AdditionalWorkForm['window']) => {
                if (!v?.[0] || !v[1]) throw new Error('请选择开始和截止时间');
                if (!v[1].isAfter(v[0])) throw new Error('截止时间必须晚于开始时间');
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            placeholder={['开始时间', '截止时间']}
            style={{ width: '100%', maxWidth: 420 }}
          />
        </Form.Item>
        <Form.Item name="workCover" label="封面">
          <UploadInput kind="image" label="封面" biz={BIZ} />
        </Form.Item>
        <Form.Item name="workUrl" label="初始文件" extra="学生做作业时从这个文件开始（可选）">
          <FileUpload
            accept={workAccept(codeType)}
            label="初始文件"
            biz={BIZ}
            disabled={codeType == null || codeType === 0}
          />
        </Form.Item>
        <Form.Item name="workDocumentUrl" label="作业文档" extra="PDF 在页面中阅读，其它格式供下载（可选）">
          <FileUpload accept={MATERIAL_ACCEPT} label="文档" biz={BIZ} />
        </Form.Item>
        {judgeable(codeType) && (
          <Form.Item name="problemId" label="判题题目" extra="学生可以用这道题的测试数据检查自己的代码">
            <ProblemSelect />
          </Form.Item>
        )}
      </Form>
    </SaveModal>
  );
}
