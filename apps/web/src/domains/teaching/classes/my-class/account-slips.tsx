import { createPortal } from 'react-dom';
import type { AccountSlip } from '../join-link.ts';
import '../print.css';

/** Cut-out slips, one per account: school, class, account, initial password, where to sign in. */
export function AccountSlips({ slips }: { slips: AccountSlip[] }) {
  return (
    <>
      <SlipGrid slips={slips} />
      {/* A copy at the top of the page: printing shows only this. */}
      {createPortal(
        <div className="ck-print-only">
          <SlipGrid slips={slips} />
        </div>,
        document.body,
      )}
    </>
  );
}

function SlipGrid({ slips }: { slips: AccountSlip[] }) {
  return (
    <div>
      <div className="ck-slips">
        {slips.map((s) => (
          <div className="ck-slip" key={s.username}>
            <div className="ck-slip-title">
              {s.schoolName} {s.className}
              {s.realname ? ` · ${s.realname}` : ''}
            </div>
            <div>
              账号：<span className="ck-slip-secret">{s.username}</span>
            </div>
            <div>
              初始密码：<span className="ck-slip-secret">{s.password}</span>
            </div>
            <div>登录地址：{s.loginUrl}</div>
            <div style={{ color: '#888', fontSize: 12 }}>首次登录后请修改密码，并妥善保管本账号条。</div>
          </div>
        ))}
      </div>
    </div>
  );
}
