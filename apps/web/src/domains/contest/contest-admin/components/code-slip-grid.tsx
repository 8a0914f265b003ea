import { createPortal } from 'react-dom';
import type { CodeSlip } from '../code-slips.ts';
import '../contest-codes.css';

interface Props {
  contestName: string;
  slips: CodeSlip[];
  url: string;
}

/** Cut-out slips, one per code; a copy under <body> is what the printer gets. */
export function CodeSlipGrid(props: Props) {
  return (
    <>
      <Slips {...props} />
      {createPortal(
        <div className="ck-code-print">
          <Slips {...props} />
        </div>,
        document.body,
      )}
    </>
  );
}

function Slips({ contestName, slips, url }: Props) {
  return (
    <div className="ck-code-slips">
      {slips.map((s) => (
        <div className="ck-code-slip" key={s.code}>
          <div className="ck-code-slip-title">
            {contestName}
            {s.groupName ? ` · ${s.groupName}` : ''}
          </div>
          <div>
            验证码：<span className="ck-code-value">{s.code}</span>
          </div>
          <div className="ck-code-slip-hint">
            登录后打开上面的赛事页面，输入验证码即可报名；每个验证码只能使用一次。
          </div>
          <div className="ck-code-slip-hint">{url}</div>
        </div>
      ))}
    </div>
  );
}
