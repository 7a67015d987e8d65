import { MODEL_FORMATS } from './modelFormats.ts';

/** Over the whole page while a file is dragged over it: where it goes and what it may be. */
export function DropOverlay() {
  return (
    <div className="drop-overlay" data-testid="drop-overlay" role="status">
      <div>
        <strong>Drop your build to open it</strong>
        <span className="formats">{MODEL_FORMATS.join(' ')}</span>
      </div>
    </div>
  );
}
