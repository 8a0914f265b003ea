import type { ReportView } from '@ck/shared';
import { createPortal } from 'react-dom';
import { ReportContent } from './report-content.tsx';
import './report-print.css';

/**
 * The report laid out for paper (or "save as PDF" in the print dialog): a block directly under
 * `<body>`, hidden on screen; while printing it is the only thing shown.
 */
export function ReportPrint({ report }: { report: ReportView }) {
  return createPortal(
    <div className="ck-report-print" data-testid="report-print">
      <ReportContent report={report} print />
    </div>,
    document.body,
  );
}
