import { cancelLoad, dismissError } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import { UnsavedWarning } from './UnsavedWarning.tsx';

/** Loading progress (with Cancel), unsaved corrections, missing parts, and the message of a file that could not be opened. */
export function StatusBar() {
  const progress = useViewer((s) => s.progress);
  const error = useViewer((s) => s.error);
  const missing = useViewer((s) => s.missing);
  // A part the file holds but that could not be read (a custom part past the inflate limit, or damaged) says why.
  const refused = missing.filter((m) => m.why !== undefined);
  const absent = missing.filter((m) => m.why === undefined && m.standIn === undefined);
  const moulds = missing.filter((m) => m.standIn !== undefined);
  const loading = useViewer((s) => s.loading);
  return (
    <div className="status">
      <UnsavedWarning />
      {progress && (
        <div className="progress" data-testid="progress">
          <span role="progressbar" aria-label={loading ? `Loading ${loading}` : 'Working'} aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done}>
            {progress.phase}{progress.total > 1 ? ` ${progress.done}/${progress.total}` : ''}…
          </span>
          {/* The worker reads the file: the page stays usable, and a long load can be stopped, the model on screen kept. */}
          {loading && (
            <button className="cancel-load" data-testid="cancel-load" onClick={cancelLoad}>
              Cancel
            </button>
          )}
          <span className="bar" style={{ width: `${Math.round((100 * progress.done) / Math.max(1, progress.total))}%` }} />
        </div>
      )}
      {error && (
        <div className="error" role="alert" data-testid="error">
          {error}
          <button onClick={dismissError} aria-label="Dismiss">×</button>
        </div>
      )}
      {absent.length > 0 && (
        <div className="missing" data-testid="missing">
          {absent.length} part(s) missing from the library, drawn as boxes: {absent.slice(0, 6).map((m) => m.name).join(', ')}{absent.length > 6 ? ', …' : ''}
        </div>
      )}
      {moulds.length > 0 && (
        <div className="missing" data-testid="stand-ins">
          {moulds.length} printed part(s) missing from the library, drawn as their plain moulds: {moulds.slice(0, 6).map((m) => `${m.name} as ${m.standIn}`).join(', ')}{moulds.length > 6 ? ', …' : ''}
        </div>
      )}
      {refused.length > 0 && (
        <div className="missing" data-testid="refused">
          {refused.length} part(s) in the file could not be read, drawn as boxes:
          <ul>
            {refused.slice(0, 6).map((m) => (
              <li key={m.name}>{m.why}</li>
            ))}
            {refused.length > 6 && <li>and {refused.length - 6} more</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
