import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import { encodeShareFragment } from '../share/encodeShareFragment.ts';
import { MAX_SHARE_BYTES } from '../share/sharedModel.ts';
import { shownModelFile } from '../state/modelActions.ts';
import { useViewer } from '../state/viewerStore.ts';
import './share.css';

/** What Share made, for the model, corrections and piece it was made from (another of them closes it). */
type Made = { readonly modelKey: string | null; readonly corrections: Corrections; readonly piece: number | null } & (
  | { readonly kind: 'making' }
  | { readonly kind: 'link'; readonly url: string; readonly name: string; readonly compressed: number; readonly copied: true | string }
  | { readonly kind: 'too-large'; readonly name: string; readonly compressed: number }
  | { readonly kind: 'failed'; readonly message: string }
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The player's corrections in words: what the link's receiver will see applied. */
function correctionsWords(c: Corrections): string {
  const parts = Object.keys(c.parts).length;
  const words = [...(parts > 0 ? [`${parts} part correction(s)`] : []), ...(c.piece?.element ? [`Element ${c.piece.element}`] : []), ...(c.piece?.front ? [`front ${c.piece.front}`] : [])];
  return words.length > 0 ? `your corrections (${words.join(', ')})` : 'no corrections';
}

/**
 * Share: a link that carries the model file and the player's corrections in its fragment
 * (nothing is uploaded: the part after "#" never leaves the browser). The link is copied
 * when the browser allows it, and shown either way in a field to select and copy.
 */
export function ShareButton() {
  const modelKey = useViewer((s) => s.modelKey);
  const corrections = useViewer((s) => s.corrections);
  const piece = useViewer((s) => s.piece);
  const ready = useViewer((s) => s.doc !== null && s.loading === null);
  const [made, setMade] = useState<Made | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const panelId = useId();
  // A link shows the model as it was when Share was pressed: once the model, its corrections or its piece change, it is gone.
  const shown = made && made.modelKey === modelKey && made.corrections === corrections && made.piece === piece ? made : null;

  useEffect(() => {
    if (shown?.kind !== 'link') return;
    field.current?.focus();
    field.current?.select();
  }, [shown?.kind]);

  const close = () => {
    setMade(null);
    button.current?.focus();
  };

  const share = async () => {
    if (shown) {
      close();
      return;
    }
    const basis = { modelKey, corrections, piece };
    setMade({ ...basis, kind: 'making' });
    const done = (next: Made) => setMade((current) => (current?.modelKey === basis.modelKey && current.corrections === basis.corrections && current.piece === basis.piece ? next : current));
    let file: { readonly name: string; readonly bytes: Uint8Array };
    try {
      file = await shownModelFile();
    } catch (e) {
      done({ ...basis, kind: 'failed', message: `The link could not be made: ${(e as Error).message}` });
      return;
    }
    const encoded = encodeShareFragment({ name: file.name, bytes: file.bytes, corrections, ...(piece !== null ? { piece } : {}) });
    if ('tooLarge' in encoded) {
      done({ ...basis, kind: 'too-large', name: file.name, compressed: encoded.tooLarge });
      return;
    }
    const url = new URL(location.href);
    url.search = '';
    url.hash = encoded.fragment;
    let copied: true | string = true;
    try {
      await navigator.clipboard.writeText(url.href);
    } catch (e) {
      copied = e instanceof Error ? e.name : String(e);
    }
    done({ ...basis, kind: 'link', url: url.href, name: file.name, compressed: encoded.compressed, copied });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="share-button"
        data-testid="share"
        disabled={!ready}
        aria-expanded={shown !== null}
        aria-controls={panelId}
        title="A link that opens this model with your corrections on another screen; nothing is uploaded"
        onClick={() => void share()}
      >
        Share
      </button>
      <div id={panelId} className="share-panel" data-testid="share-panel" hidden={!shown} role="region" aria-label="Share link" onKeyDown={onKeyDown}>
        {shown?.kind === 'making' && <p role="status">Making the link…</p>}
        {shown?.kind === 'link' && (
          <>
            <p className="share-status" role="status" data-testid="share-status">
              {shown.copied === true ? 'Link copied to the clipboard.' : `Copy the link below: the browser did not let brickstats copy it (${shown.copied}).`}
            </p>
            <label className="share-field">
              <span>Link to {shown.name}, with {correctionsWords(shown.corrections)}</span>
              <input ref={field} data-testid="share-link" readOnly value={shown.url} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <p className="share-note">
              The link holds the file itself ({kb(shown.compressed)} compressed; a link carries up to {kb(MAX_SHARE_BYTES)}). Nothing is uploaded: the part after “#” never reaches a server.
            </p>
          </>
        )}
        {shown?.kind === 'too-large' && (
          <p className="share-problem" role="alert" data-testid="share-too-large">
            {shown.name} is too large to share as a link: {kb(shown.compressed)} compressed, and a link carries at most {kb(MAX_SHARE_BYTES)}. Send the file itself instead
            {Object.keys(shown.corrections.parts).length > 0 || shown.corrections.piece ? ', with your corrections (“Corrections” in the downloads)' : ''}.
          </p>
        )}
        {shown?.kind === 'failed' && (
          <p className="share-problem" role="alert" data-testid="share-failed">
            {shown.message}
          </p>
        )}
        {shown && (
          <button type="button" className="share-close" data-testid="share-close" aria-label="Close the share link" onClick={close}>
            ×
          </button>
        )}
      </div>
    </>
  );
}
