/** The confirmation before handing in: lists the numbers of unanswered questions. */
export function SubmitDialog({
  unanswered,
  busy,
  error,
  onCancel,
  onConfirm,
  onJump,
}: {
  unanswered: number[];
  busy: boolean;
  error: string;
  onCancel: () => void;
  onConfirm: () => void;
  onJump: (index: number) => void;
}) {
  return (
    <div className="m-dialog-mask">
      <div className="m-dialog" role="dialog" aria-modal="true" aria-labelledby="m-submit-title">
        <h2 id="m-submit-title">确认交卷？</h2>
        {unanswered.length ? (
          <>
            <p>还有 {unanswered.length} 道题未作答：</p>
            <p className="m-unanswered">
              {unanswered.map((n) => (
                <button key={n} type="button" className="m-nav-cell" onClick={() => onJump(n - 1)}>
                  {n}
                </button>
              ))}
            </p>
            <p className="m-hint">未作答的题目不得分。</p>
          </>
        ) : (
          <p>全部题目都已作答，交卷后将生成测评报告。</p>
        )}
        {error ? (
          <p className="m-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="m-dialog-actions">
          <button type="button" className="m-btn m-btn-ghost" onClick={onCancel} disabled={busy}>
            继续答题
          </button>
          <button type="button" className="m-btn" onClick={onConfirm} disabled={busy}>
            {busy ? '提交中…' : '确认交卷'}
          </button>
        </div>
      </div>
    </div>
  );
}
