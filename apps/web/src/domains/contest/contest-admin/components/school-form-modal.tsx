import { Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { type SchoolBody, schoolApi } from '../api.ts';
import type { ContestSchool } from '../types.ts';

interface SchoolForm {
  schoolName: string;
  region?: string;
  contact?: string;
  phone?: string;
  sortNo: number;
}

interface Props {
  contestId: string;
  /** null: closed; `{}`: new; `{ school }`: edit. */
  target: { school?: ContestSchool; nextSortNo?: number } | null;
  onClose: () => void;
  onSaved: () => void;
}

const blankToNull = (v: string | undefined) => v?.trim() || null;

/** Adds or edits a participating school: name, region and the contact of the organiser there. */
export function SchoolFormModal({ contestId, target, onClose, onSaved }: Props) {
  const [form] = Form.useForm<SchoolForm>();
  const school = target?.school;
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    const s = target.school;
    form.setFieldsValue(
      s
        ? {
            schoolName: s.schoolName,
            region: s.region ?? '',
            contact: s.contact ?? '',
            phone: s.phone ?? '',
            sortNo: s.sortNo,
          }
        : { schoolName: '', sortNo: target.nextSortNo ?? 0 },
    );
  }, [target, form]);

  const save = useDialogFormSave(form, target, async (v) => {
    const body: Omit<SchoolBody, 'contestId'> = {
      schoolName: v.schoolName.trim(),
      departId: school?.departId ?? null,
      region: blankToNull(v.region),
      contact: blankToNull(v.contact),
      phone: blankToNull(v.phone),
      sortNo: v.sortNo ?? 0,
    };
    if (school) await schoolApi.edit({ ...body, id: school.id });
    else await schoolApi.add({ ...body, contestId });
    onSaved();
    onClose();
  });

  return (
    <SaveModal title={school ? '编辑参赛学校' : '新增参赛学校'} open={!!target} onClose={onClose} save={save}>
      <Form<SchoolForm> form={form} name="contest-school-form" labelCol={{ flex: '90px' }}>
        <Form.Item name="schoolName" label="学校名称" rules={requiredTextRules('学校名称', 100)}>
          <Input maxLength={100} allowClear placeholder="如：实验小学" />
        </Form.Item>
        <Form.Item name="region" label="所在地区" rules={[{ max: 100, message: '地区不能超过 100 个字符' }]}>
          <Input maxLength={100} allowClear placeholder="如：杭州市西湖区" />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={[{ max: 50, message: '联系人不能超过 50 个字符' }]}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item
          name="phone"
          label="联系电话"
          rules={[{ pattern: /^[0-9+\-() ]{5,20}$/, message: '请填写正确的电话号码' }]}
        >
          <Input maxLength={20} allowClear />
        </Form.Item>
        <Form.Item name="sortNo" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
