import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { SceneData } from '../worker/protocol.ts';

type DocPart = PieceDocument['parts'][number];

/**
 * Where the analyzed parts sit in the drawn scene. The whole file is analyzed
 * part for part (the same indices); a piece of it is analyzed alone, its
 * document's part k being scene part `toScene[k]`.
 */
export interface DocFrame {
  /** The piece the document is of (its number), null for the whole file. */
  readonly piece: number | null;
  /**
   * The analyzed parts as a scene of their own, in the document's order, with their bounds:
   * the measurements, the labels, the camera fit and the GLB read it. The drawn scene itself for the whole file.
   */
  readonly scene: SceneData;
  /** The scene index of each document part; null: the same. */
  readonly toScene: readonly number[] | null;
  /** The document index of each scene part, -1 for parts outside the piece; null: the same. */
  readonly toDoc: Int32Array | null;
}

/** The frame of a document of these scene parts, those of `piece` (null: the whole scene). */
export function docFrame(scene: SceneData, piece: number | null, parts: readonly number[] | null): DocFrame {
  if (piece === null || !parts) return { piece: null, scene, toScene: null, toDoc: null };
  const toDoc = new Int32Array(scene.instances.length).fill(-1);
  parts.forEach((i, k) => (toDoc[i] = k));
  const instances = parts.map((i) => scene.instances[i]!);
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const inst of instances) {
    for (let a = 0; a < 3; a++) {
      min[a] = Math.min(min[a]!, inst.min[a]!);
      max[a] = Math.max(max[a]!, inst.max[a]!);
    }
  }
  const bounds = instances.length > 0 ? { min, max } : scene.bounds;
  return { piece, scene: { ...scene, instances, bounds }, toScene: parts, toDoc };
}

/** The document index of a scene part; -1 when the analysis leaves it out (another piece, the scenery). */
export function docIndex(frame: DocFrame | null, sceneIndex: number): number {
  if (!frame?.toDoc) return sceneIndex;
  return frame.toDoc[sceneIndex] ?? -1;
}

/** The scene index of a document part. */
export function sceneIndex(frame: DocFrame | null, docIndexValue: number): number {
  return frame?.toScene ? (frame.toScene[docIndexValue] ?? -1) : docIndexValue;
}

/** The analyzed part drawn as scene part `index`, if the analysis has it. */
export function docPartAt(doc: PieceDocument | null, frame: DocFrame | null, index: number): DocPart | undefined {
  const k = docIndex(frame, index);
  return k < 0 ? undefined : doc?.parts[k];
}

/** Whether a scene part is left out of the analysis shown (drawn dimmed, not picked). */
export function outsidePiece(frame: DocFrame | null, index: number): boolean {
  return docIndex(frame, index) < 0;
}
