import { useEffect, useMemo } from 'react';
import { correctionsFileText } from '../state/correctionsFileText.ts';
import { dismissUnsaved } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import { baseName } from './downloads.ts';
import './corrections.css';

/**
 * Corrections the browser would not keep: said at once (an alert, read out by screen readers)
 * and kept on screen, with the newest corrections as a file to download, until they are
 * saved again or the player dismisses the message.
 */
export function UnsavedWarning() {
  const unsaved = useViewer((s) => s.unsaved);
  const href = useMemo(() => (unsaved ? URL.createObjectURL(new Blob([correctionsFileText(unsaved.corrections, unsaved.modelName)], { type: 'application/json' })) : null), [unsaved]);
  useEffect(() => () => {
    if (href) URL.revokeObjectURL(href);
  }, [href]);
  return (
    <div role="alert" className="unsaved-region">
      {unsaved && href && (
        <div className="unsaved" data-testid="unsaved-warning">
          <strong>Your corrections to {unsaved.modelName} are not saved</strong>: {unsaved.reason}. They last only while this page is open; download them to keep them, and import
          them later with “Import corrections…”.{' '}
          <a data-testid="unsaved-download" href={href} download={`${baseName(unsaved.modelName)}.corrections.json`}>
            Download the corrections
          </a>{' '}
          <button onClick={dismissUnsaved}>Dismiss</button>
        </div>
      )}
    </div>
  );
}
