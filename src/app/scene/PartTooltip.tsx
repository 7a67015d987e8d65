import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { docPartAt } from '../state/docFrame.ts';
import { useViewer } from '../state/viewerStore.ts';

const OFFSET = 14;

const style: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  maxWidth: 320,
  padding: '6px 8px',
  background: 'rgba(20, 22, 26, 0.92)',
  color: '#f2f2f2',
  font: '12px/1.35 system-ui, sans-serif',
  borderRadius: 4,
  pointerEvents: 'none',
  zIndex: 20,
  boxShadow: '0 2px 8px rgba(0,0,0,0.35)',
};

/**
 * The hovered part's description, number, colour, section / function and the
 * reason, beside the pointer. A plain overlay div: it follows the pointer by
 * writing its own transform, so moving the mouse never re-renders React.
 */
export function PartTooltip() {
  const hovered = useViewer((s) => s.hovered);
  const part = useViewer((s) => (s.hovered === null ? undefined : docPartAt(s.doc, s.frame, s.hovered)));
  const instance = useViewer((s) => (s.hovered === null ? undefined : s.scene?.instances[s.hovered]));
  const anchor = useRef<HTMLSpanElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const pointer = useRef({ x: 0, y: 0 });

  const place = () => {
    const el = box.current;
    const parent = el?.parentElement;
    if (!el || !parent) return;
    const { x, y } = pointer.current;
    // Flip to the other side of the pointer near the right and bottom edges.
    const left = x + OFFSET + el.offsetWidth > parent.clientWidth ? x - OFFSET - el.offsetWidth : x + OFFSET;
    const top = y + OFFSET + el.offsetHeight > parent.clientHeight ? y - OFFSET - el.offsetHeight : y + OFFSET;
    el.style.transform = `translate(${Math.max(0, left)}px, ${Math.max(0, top)}px)`;
  };

  useEffect(() => {
    const parent = anchor.current?.parentElement;
    if (!parent) return;
    const onMove = (e: PointerEvent) => {
      const r = parent.getBoundingClientRect();
      pointer.current = { x: e.clientX - r.left, y: e.clientY - r.top };
      place();
    };
    parent.addEventListener('pointermove', onMove);
    return () => parent.removeEventListener('pointermove', onMove);
  }, []);
  useLayoutEffect(place);

  return (
    <>
      <span ref={anchor} hidden />
      {hovered !== null && (part || instance) && (
        <div ref={box} style={style} data-testid="part-tooltip">
          {part ? (
            <>
              <div style={{ fontWeight: 600 }}>{part.description || part.part}</div>
              <div>
                {part.part.replace(/\.dat$/i, '')} · {part.colourName}
              </div>
              <div>
                {part.section} · {part.function === 'weapon' && part.weapon ? `weapon (${part.weapon.kind} L${part.weapon.level})` : part.function}
                {part.boost ? ` (${part.boost})` : ''}
              </div>
              <div style={{ opacity: 0.75, marginTop: 2 }}>{part.reason}</div>
              <div data-testid="tooltip-confidence" style={{ marginTop: 2, color: part.confidence === 'low' ? '#ff9a8a' : undefined }}>
                {part.confidence === 'low' ? '? ' : ''}confidence: {part.confidence} ({part.confidenceReason})
              </div>
            </>
          ) : (
            <div>
              {instance?.geometry ?? 'missing part'} · colour {instance?.colour}
            </div>
          )}
        </div>
      )}
    </>
  );
}
