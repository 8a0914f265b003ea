import { SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { HttpError } from '../../../../api/http-errors.ts';
import { ojLanguages } from '../../../judge/api.ts';
import { Editor } from '../../../judge/components/lazy-parts.tsx';
import { arenaApi } from '../api.ts';
import {
  contestLanguage,
  loadContestDraft,
  rememberContestLanguage,
  saveContestDraft,
} from '../arena-drafts.ts';
import { submitErrorText } from '../arena-verdicts.ts';
import { useArenaStatement } from './arena-statement.tsx';

interface Props {
  contestId: string;
  problemId?: string;
  /** The contestant's window is over: the editor stays, submitting does not. */
  ended: boolean;
  onSubmitted: () => void;
}

/** Language picker, CodeMirror with a local draft per contest + problem + language, and submit. */
export function ArenaCodePanel({ contestId, problemId, ended, onSubmitted }: Props) {
  const { message } = App.useApp();
  const statement = useArenaStatement(contestId, problemId);
  const languages = useQuery({ queryKey: ['judge', 'languages'], queryFn: ojLanguages, staleTime: 600_000 });
  const allowed = useMemo(() => {
    const all = languages.data ?? [];
    const only = statement.data?.languages ?? [];
    return only.length ? all.filter((l) => only.includes(l.id)) : all;
  }, [languages.data, statement.data]);
  const [language, setLanguage] = useState<string>();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const lang = allowed.find((l) => l.id === language);

  useEffect(() => {
    if (allowed.length && !allowed.some((l) => l.id === language))
      setLanguage(
        contestLanguage(
          contestId,
          allowed.map((l) => l.id),
        ),
      );
  }, [allowed, language, contestId]);
  // Another problem or language brings back its own draft (or the template).
  useEffect(() => {
    if (lang && problemId) setCode(loadContestDraft(contestId, problemId, lang.id, lang.template));
  }, [contestId, problemId, lang]);

  const change = (value: string) => {
    setCode(value);
    if (lang && problemId) saveContestDraft(contestId, problemId, lang.id, value, lang.template);
  };

  const submit = async () => {
    if (!lang || !problemId) return;
    if (!code.trim()) {
      message.warning('代码不能为空');
      return;
    }
    setSubmitting(true);
    try {
      await arenaApi.submit({ contestId, problemId, language: lang.id, code });
      message.success('已提交，正在评测');
      onSubmitted();
    } catch (err) {
      message.error(submitErrorText(err as HttpError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          style={{ width: 180 }}
          value={language}
          aria-label="语言"
          loading={languages.isLoading}
          options={allowed.map((l) => ({ value: l.id, label: l.name }))}
          onChange={(v) => {
            setLanguage(v);
            rememberContestLanguage(contestId, v);
          }}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={submitting}
          onClick={submit}
          disabled={ended || !lang || !problemId}
          data-testid="arena-submit"
        >
          {ended ? '比赛已结束' : '提交'}
        </Button>
        <Popconfirm
          title="恢复为语言模板？当前代码会被替换"
          okText="恢复"
          cancelText="取消"
          onConfirm={() => lang && change(lang.template)}
        >
          <Button size="small" type="link" disabled={!lang}>
            恢复模板
          </Button>
        </Popconfirm>
      </Space>
      {problemId ? (
        <Editor value={code} onChange={change} editor={lang?.editor ?? 'cpp'} height="520px" />
      ) : (
        <Typography.Text type="secondary">请选择题目</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        代码自动保存在本机浏览器中，刷新页面不会丢失。
      </Typography.Paragraph>
    </>
  );
}
