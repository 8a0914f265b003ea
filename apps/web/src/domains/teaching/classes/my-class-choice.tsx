import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { myClassApi } from './api.ts';

/** The classes the teacher manages and the one chosen (the first until another is picked). */
export function useMyClassChoice() {
  const classes = useQuery({ queryKey: ['teaching', 'my-classes'], queryFn: myClassApi.list });
  const [chosen, setChosen] = useState<string>();
  return {
    classes,
    classId: chosen ?? classes.data?.[0]?.id,
    setClassId: setChosen,
    /** Loaded, and the teacher has no class. */
    none: classes.isSuccess && !classes.data.length,
  };
}

/** Picks one of the teacher's classes, named with its school. */
export function MyClassSelect({
  choice,
  onChange,
}: {
  choice: ReturnType<typeof useMyClassChoice>;
  /** After the class changed, e.g. to forget a student of the former one. */
  onChange: () => void;
}) {
  return (
    <Select
      style={{ width: 220 }}
      placeholder="选择班级"
      loading={choice.classes.isLoading}
      value={choice.classId}
      onChange={(v) => {
        choice.setClassId(v);
        onChange();
      }}
      options={(choice.classes.data ?? []).map((c) => ({
        value: c.id,
        label: `${c.schoolName ?? ''} ${c.departName}`.trim(),
      }))}
    />
  );
}
