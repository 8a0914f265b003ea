import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { myClassApi } from '../api.ts';
import { ClassCard } from './class-card.tsx';
import { ClassStudents } from './class-students.tsx';

/** `teaching/MyClassList`: a teacher's classes as cards, then the students of the chosen one. */
export function MyClassListPage() {
  const classes = useQuery({ queryKey: ['teaching', 'my-classes'], queryFn: myClassApi.list });
  const [current, setCurrent] = useState<string>();
  const list = classes.data ?? [];
  const klass = list.find((c) => c.id === current) ?? list[0];

  if (classes.isLoading) return <Skeleton active />;
  if (classes.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="班级加载失败"
        action={<Button onClick={() => classes.refetch()}>重试</Button>}
      />
    );
  if (!list.length) return <Empty description="您还没有负责的班级，请联系管理员设置" />;
  return (
    <>
      <Row gutter={[16, 16]}>
        {list.map((c) => (
          <Col key={c.id} xs={24} sm={12} lg={8} xxl={6}>
            <ClassCard
              klass={c}
              selected={c.id === klass?.id}
              onOpen={() => setCurrent(c.id)}
              onChanged={() => classes.refetch()}
            />
          </Col>
        ))}
      </Row>
      {klass && (
        <Card variant="borderless" title={`${klass.departName} · 学生`} style={{ marginTop: 16 }}>
          <ClassStudents key={klass.id} klass={klass} classes={list} onChanged={() => classes.refetch()} />
        </Card>
      )}
    </>
  );
}
