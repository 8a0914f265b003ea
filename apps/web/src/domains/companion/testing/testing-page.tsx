import { ClockCircleOutlined, ExperimentOutlined, FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import type { MpAssessmentCard } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Tag } from 'antd';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { BrightHero } from '../../../components/bright-hero.tsx';
import { fileUrl } from '../../../components/file-url.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import { useSysConfig } from '../../../hooks/use-sys-config.ts';
import { LoadState } from '../../teaching/learning/components/load-state.tsx';
import { publishedAssessments } from '../api.ts';
import { assessmentLink } from './assessment-link.ts';
import './testing.css';

function AssessmentCard({ card, href }: { card: MpAssessmentCard; href: string }) {
  const { data: config } = useSysConfig();
  const cover = fileUrl(card.cover ?? undefined, config);
  return (
    <article className="ck-testing-card" data-testid="assessment-card">
      <div className="ck-testing-cover">
        {cover ? <img src={cover} alt={card.name} loading="lazy" /> : <ExperimentOutlined aria-hidden />}
      </div>
      <div className="ck-testing-body">
        <h3>{card.name}</h3>
        {card.intro && <div className="ck-testing-intro">{card.intro}</div>}
        <div className="ck-testing-facts">
          <span>
            <TeamOutlined /> {card.ageMin}–{card.ageMax} 岁
          </span>
          <span>
            <FileTextOutlined /> {card.questionCount} 题
          </span>
          <span>
            <ClockCircleOutlined /> {card.durationMinutes ? `${card.durationMinutes} 分钟` : '不限时'}
          </span>
        </div>
        <div>
          {card.dimensions.map((d) => (
            <Tag key={d.key} color="blue">
              {d.name}
            </Tag>
          ))}
        </div>
        <div className="ck-testing-foot">
          <Button type="primary" size="large" shape="round" href={href} aria-label={`开始测评：${card.name}`}>
            开始测评
          </Button>
          <div className="ck-testing-qr">
            <QrCode
              text={new URL(href, window.location.origin).href}
              title={`${card.name}的手机测评二维码`}
            />
            手机扫码测评
          </div>
        </div>
      </div>
    </article>
  );
}

/** `/home-page/testing`: the organisation's published assessments, to take here or on a phone. */
export function TestingPage() {
  useDocumentTitle('在线测评');
  const cards = useQuery({ queryKey: ['companion', 'published-assessments'], queryFn: publishedAssessments });
  return (
    <div>
      <BrightHero tone="ck-testing-hero">
        <h2>在线测评</h2>
        <p>几分钟的小测验，了解孩子的编程思维，获得专属能力报告和学习建议</p>
      </BrightHero>
      {!cards.data ? (
        <LoadState query={cards} />
      ) : cards.data.length === 0 ? (
        <Empty style={{ padding: '48px 0' }} description="暂时还没有开放的测评，敬请关注" />
      ) : (
        <div className="ck-testing-grid">
          {cards.data.map((card) => (
            <AssessmentCard
              key={card.id}
              card={card}
              href={assessmentLink(card.id, window.location.search, card.orgId)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
