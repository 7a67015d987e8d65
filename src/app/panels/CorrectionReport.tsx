import { useViewer } from '../state/viewerStore.ts';
import './corrections.css';

/**
 * What the last correction did to the data sheet: each stat that moved, old → new, with the
 * terms that moved it; or why none did. Read out by screen readers when it changes.
 */
export function CorrectionReport() {
  const report = useViewer((s) => s.report);
  return (
    <div aria-live="polite" data-testid="correction-report-region">
      {report && (
        <div className="correction-report" data-testid="correction-report">
          <p>
            <b>{report.what.join('; ')}</b>
          </p>
          {report.changed.length > 0 ? (
            <ul data-testid="correction-changes">
              {report.changed.map((c) => (
                <li key={c.stat} data-testid={`correction-change-${c.stat}`}>
                  <b>
                    {c.stat} {c.from} → {c.to}
                  </b>
                  : {c.why}
                </li>
              ))}
            </ul>
          ) : (
            <p data-testid="correction-unchanged">{report.unchanged}</p>
          )}
          {report.notes.length > 0 && (
            <ul data-testid="correction-notes">
              {report.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
