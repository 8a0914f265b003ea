import { Button, Result, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';

/** `/scratchjr`: there is no ScratchJr for the web; offer the Scratch 3 editor's simple mode. */
export function ScratchJrPage() {
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 720, margin: '48px auto', padding: '0 16px' }}>
      <Result
        status="info"
        title="ScratchJr 暂时没有网页版"
        subTitle={
          <Space direction="vertical">
            <Typography.Text>
              ScratchJr 目前只有平板和电脑上的应用，npm 上没有可以在浏览器中运行的 ScratchJr
              网页版，所以本平台无法直接打开它。
            </Typography.Text>
            <Typography.Text>
              小朋友可以使用 Scratch 3 编辑器的简易模式：积木更大、界面更简单，同样可以保存作品和提交作业。
            </Typography.Text>
          </Space>
        }
        extra={
          <Space wrap>
            <Button type="primary" size="large" onClick={() => navigate('/scratch3?mode=simple')}>
              打开简易模式
            </Button>
            <Button size="large" onClick={() => navigate('/scratch3')}>
              打开 Scratch 3 编辑器
            </Button>
          </Space>
        }
      />
    </div>
  );
}
