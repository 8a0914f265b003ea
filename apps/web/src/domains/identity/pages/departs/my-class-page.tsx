import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, List, Row, Spin, Tag } from 'antd';
import { useState } from 'react';
import { departApi } from '../../api/admin.ts';
import { DepartUsers } from './depart-users.tsx';

/** `system/MyClassList`: the classes a teacher manages and their students. */
export function MyClassPage() {
  const classes = useQuery({ queryKey: ['admin', 'my-departs'], queryFn: departApi.myTree });
  const [current, setCurrent] = useState<string>();
  const list = classes.data ?? [];
  const selected = current ?? list[0]?.id;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8} lg={6}>
        <Card variant="borderless" title="我的班级">
          {classes.isLoading ? (
            <Spin />
          ) : list.length === 0 ? (
            <Empty description="您还没有负责的班级，请联系管理员设置" />
          ) : (
            <List
              dataSource={list}
              renderItem={(d) => (
                <List.Item
                  onClick={() => setCurrent(d.id)}
                  style={{ cursor: 'pointer', fontWeight: d.id === selected ? 600 : undefined }}
                >
                  {d.departName} <Tag>{d.orgCode}</Tag>
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={16} lg={18}>
        <Card variant="borderless" title="班级成员">
          {selected ? <DepartUsers departId={selected} /> : <Empty description="请选择班级" />}
        </Card>
      </Col>
    </Row>
  );
}
